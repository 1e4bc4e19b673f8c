package nonogram

// bundledCount is the number of files in testdata (TestBundled checks it).
const bundledCount = 24
