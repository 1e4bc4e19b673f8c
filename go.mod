module github.com/tessera-cp/tessera

go 1.26

require github.com/pkg/profile v1.7.0

require (
	github.com/emirpasic/gods v1.18.1 // indirect
	github.com/felixge/fgprof v0.9.3 // indirect
	github.com/google/pprof v0.0.0-20211214055906-6f57359322fd // indirect
)
