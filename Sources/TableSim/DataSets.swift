// The built-in data sets (the movie chart, the region names, Hangul helpers) live in the
// dependency-free `DataSets` target, so the stand-in UIKit's `SampleData` reads the same lists the
// simulation does: one source of truth. Re-exported so every `import TableSim` keeps seeing them.
@_exported import DataSets
