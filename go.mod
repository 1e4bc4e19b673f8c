module github.com/tessera-cp/tessera

go 1.26
