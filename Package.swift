// swift-tools-version:6.1
//
// tablelab — a terminal playground that shows what a UITableView really does.
//
// Data flows one way: command (TableLab) → simulation (TableSim, a pure value type) → typed events
// → pictures (TableRender). The `tablelab` executable only reads keys and prints.

import PackageDescription

let package = Package(
    name: "tablelab",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "tablelab", targets: ["tablelab"]),
        .library(name: "TableSim", targets: ["TableSim"]),
        .library(name: "TableText", targets: ["TableText"]),
        .library(name: "TableRender", targets: ["TableRender"]),
        .library(name: "TableLab", targets: ["TableLab"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // libedit, reached through static inline wrappers (its variadic C API is not callable from Swift).
        .systemLibrary(
            name: "CLibEdit",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
        ),
        // The signal flags (once per process, not once per module) and libedit's strict UTF-8 reader.
        .target(name: "CTerminal"),
        // The simulation: deterministic, no I/O, no printing.
        .target(
            name: "TableSim",
            dependencies: [
                .product(name: "DequeModule", package: "swift-collections"),
                .product(name: "OrderedCollections", package: "swift-collections"),
            ]
        ),
        // The learner's language: message catalogs (messages/en.yaml, messages/ko.yaml) read at run
        // time, typed keys generated from them, Korean particles, the data folder, safe terminal text.
        .target(
            name: "TableText",
            dependencies: ["MessageCatalog"]
        ),
        // The catalog format itself — messages, templates, Korean particles, reading a YAML catalog,
        // writing the typed accessors — with no generated code, so the generator builds even when
        // the accessors in TableText are out of date.
        .target(
            name: "MessageCatalog",
            dependencies: ["Yams"]
        ),
        // Text pictures of simulation state and events. Draws; never decides.
        .target(
            name: "TableRender",
            dependencies: ["TableSim", "TableText"]
        ),
        // Commands, sessions, messages in two languages, glossary: everything the REPL does, testable
        // without a terminal.
        .target(
            name: "TableLab",
            dependencies: ["TableSim", "TableText", "TableRender", "Yams"]
        ),
        // The executable: flags, line editing, the main loop.
        .executableTarget(
            name: "tablelab",
            dependencies: [
                "TableLab", "TableText", "TableRender", "CLibEdit", "CTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The benchmark: p50/p99 per command at 1,000 and 1,000,000 rows, and peak memory.
        .executableTarget(
            name: "tablelab-bench",
            dependencies: ["TableLab", "TableText", "TableRender", "TableSim"]
        ),
        // Writes the typed message accessors from messages/en.yaml: `swift run tablelab-l10n`.
        .executableTarget(name: "tablelab-l10n", dependencies: ["MessageCatalog"]),
        .testTarget(name: "TableSimTests", dependencies: ["TableSim"]),
        .testTarget(name: "TableTextTests", dependencies: ["TableText", "MessageCatalog"]),
        .testTarget(
            name: "TableRenderTests",
            dependencies: [
                "TableRender", "TableSim", "TableText",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "TableLabTests", dependencies: ["TableLab", "TableSim", "TableText", "TableRender"], exclude: ["Fixtures"]),
        // Drives the real binary through a pseudo-terminal; depends on it so `swift test` builds it.
        .testTarget(name: "EndToEndTests", dependencies: ["tablelab", "TableLab", "TableText"]),
    ]
)
