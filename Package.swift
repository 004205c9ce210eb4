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
        // The stand-in UIKit a learner's file links against: `swiftc -module-alias UIKit=StandInUIKit
        // -I <bin>/Modules -L <bin> -lStandInUIKit`.
        .library(name: "StandInUIKit", type: .dynamic, targets: ["StandInUIKit"]),
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
        // The built-in data sets (movie chart, region names, Hangul): no dependencies, so both the
        // simulation and the stand-in UIKit read the same lists.
        .target(name: "DataSets"),
        // The wire between tablelab and a learner's app run as a child process: typed messages,
        // one compact frame each. No dependencies, so both the stand-in UIKit and TableLab build it.
        .target(name: "AppWire"),
        // The simulation: deterministic, no I/O, no printing.
        .target(
            name: "TableSim",
            dependencies: [
                "DataSets",
                // The learner's app speaks the wire's messages (a learner's app is one more TableApp).
                "AppWire",
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
            dependencies: ["TableSim", "TableText", "AppWire"]
        ),
        // Commands, sessions, messages in two languages, glossary: everything the REPL does, testable
        // without a terminal.
        .target(
            name: "TableLab",
            dependencies: ["TableSim", "TableText", "TableRender", "AppWire", "Yams"]
        ),
        // The executable: flags, line editing, the main loop.
        .executableTarget(
            name: "tablelab",
            dependencies: [
                "TableLab", "TableText", "TableRender", "CLibEdit", "CTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The stand-in UIKit: UIKit's names and signatures for a learner's own table-view code, every
        // call that needs the simulation going through one bridge protocol (`TablelabHost`). Not
        // named UIKit: a module of that name in the build folder makes `#if canImport(UIKit)` true in
        // dependencies (SnapshotTesting, CustomDump) that then fail to build; a learner's
        // `import UIKit` reaches it through `-module-alias UIKit=StandInUIKit`.
        // Built in the Swift 5 language mode, like the libraries it stands for (Dispatch, UIKit's
        // overlays): a learner's Swift 5 file gets warnings where Xcode gives warnings, not errors.
        .target(name: "StandInUIKit", dependencies: ["DataSets", "AppWire"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // The benchmark: p50/p99 per command at 1,000 and 1,000,000 rows, and peak memory.
        .executableTarget(
            name: "tablelab-bench",
            dependencies: ["TableLab", "TableText", "TableRender", "TableSim"]
        ),
        // Writes the typed message accessors from messages/en.yaml: `swift run tablelab-l10n`.
        .executableTarget(name: "tablelab-l10n", dependencies: ["MessageCatalog"]),
        .testTarget(name: "TableSimTests", dependencies: ["TableSim", "DataSets"]),
        .testTarget(name: "TableTextTests", dependencies: ["TableText", "MessageCatalog"]),
        .testTarget(
            name: "TableRenderTests",
            dependencies: [
                "TableRender", "TableSim", "TableText",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        // Depends on StandInUIKit so its module is built: SwiftCodeCompilesTests type-checks `code` against it.
        .testTarget(name: "TableLabTests", dependencies: ["TableLab", "TableSim", "TableText", "TableRender", "StandInUIKit", "AppWire", "CTerminal"], exclude: ["Fixtures"]),
        // Swift 5 language mode, as the learner code in it (and a learner's Xcode project) is written.
        .testTarget(name: "UIKitTests", dependencies: ["StandInUIKit"], exclude: ["Fixtures"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        // Drives the real binary through a pseudo-terminal; depends on it so `swift test` builds it.
        .testTarget(name: "EndToEndTests", dependencies: ["tablelab", "TableLab", "TableText"]),
    ]
)
