module example.org/outside

go 1.26

require github.com/tessera-cp/tessera v0.0.0

replace github.com/tessera-cp/tessera => ../..
