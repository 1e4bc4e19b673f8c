package starbattle

// bundledCount and knownCount are the numbers of files in testdata and of
// those with a solution block (TestBundled checks them).
const bundledCount, knownCount = 11, 2
