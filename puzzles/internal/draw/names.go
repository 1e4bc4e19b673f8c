package draw

// Letters name the cages or regions of a generated puzzle when there are
// at most as many as letters; beyond that a generator names them with
// tokens (c1, c2, …).
const Letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
