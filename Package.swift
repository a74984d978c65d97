// swift-tools-version:6.0
import PackageDescription

/// Settings every Swift target shares: Swift 6 mode comes from the tools version; `any` is spelled out.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
    name: "curlew",
    products: [
        .library(name: "Curlew", targets: ["Curlew"]),
        .library(name: "CurlewJSON", targets: ["CurlewJSON"]),
        .executable(name: "curlew", targets: ["curlew"]),
        .plugin(name: "CurlewPlugin", targets: ["CurlewPlugin"]),
        .plugin(name: "CurlewGenerateCommand", targets: ["CurlewGenerateCommand"]),
    ],
    targets: [
        // C libraries from Debian, and the shim for curl's variadic calls.
        .systemLibrary(
            name: "CYAJL",
            pkgConfig: "yajl",
            providers: [.apt(["libyajl-dev"])]
        ),
        .systemLibrary(
            name: "CCurl",
            pkgConfig: "libcurl",
            providers: [.apt(["libcurl4-openssl-dev"])]
        ),
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        // Also Curlew's own content decoding (zlib, brotli and zstd from Debian's -dev packages; see content_decoding.c).
        .target(
            name: "CCurlShim", dependencies: ["CCurl"],
            linkerSettings: [.linkedLibrary("z"), .linkedLibrary("brotlidec"), .linkedLibrary("zstd")]
        ),
        // The benchmarks' C anchors: yajl's raw parse with no-op callbacks, and plain C libcurl.
        .target(name: "CYAJLAnchor", dependencies: ["CYAJL"]),
        .target(name: "CCurlAnchor", dependencies: ["CCurl"]),

        // The libraries users import.
        .target(name: "CurlewJSON", dependencies: ["CYAJL"], swiftSettings: swiftSettings),
        .target(
            name: "Curlew",
            dependencies: ["CurlewJSON", "CCurl", "CCurlShim"],
            swiftSettings: swiftSettings
        ),
        .target(name: "CurlewGenerator", dependencies: ["CurlewJSON", "CYAML"], swiftSettings: swiftSettings),

        // Tools: the CLI, the build plugin that runs it, and the demo that uses the plugin.
        .executableTarget(name: "curlew", dependencies: ["CurlewGenerator"], swiftSettings: swiftSettings),
        .plugin(name: "CurlewPlugin", capability: .buildTool(), dependencies: ["curlew"]),
        .plugin(
            name: "CurlewGenerateCommand",
            capability: .command(
                intent: .custom(
                    verb: "generate-client",
                    description: "Write the Swift client of every *.curlew.json spec next to the spec"
                ),
                permissions: [.writeToPackageDirectory(reason: "It writes <Base>.swift next to each spec.")]
            ),
            dependencies: ["curlew"]
        ),
        .executableTarget(
            name: "curlew-bench",
            dependencies: ["CurlewJSON", "Curlew", "CurlewGenerator", "CYAJLAnchor", "CCurlAnchor"],
            swiftSettings: swiftSettings,
            plugins: ["CurlewPlugin"]
        ),
        .executableTarget(
            name: "curlew-demo",
            dependencies: ["Curlew"],
            swiftSettings: swiftSettings,
            plugins: ["CurlewPlugin"]
        ),

        // Tests. CurlewTestSupport starts the real local servers the suites talk to.
        .target(
            name: "CurlewTestSupport",
            path: "Tests/CurlewTestSupport",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "CurlewJSONTests",
            dependencies: ["CurlewJSON", "CurlewTestSupport"],
            exclude: ["Fixtures"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "CurlewTests",
            dependencies: ["Curlew", "CurlewTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "CurlewGeneratorTests",
            dependencies: ["CurlewGenerator", "CurlewTestSupport"],
            exclude: ["Golden", "OpenAPIFixtures"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "GeneratedClientTests",
            dependencies: ["Curlew", "CurlewJSON", "CurlewTestSupport"],
            swiftSettings: swiftSettings,
            plugins: ["CurlewPlugin"]
        ),
        .testTarget(
            name: "OpenAPIClientTests",
            dependencies: ["Curlew", "CurlewJSON", "CurlewTestSupport"],
            exclude: ["SOURCES.md"],
            swiftSettings: swiftSettings,
            plugins: ["CurlewPlugin"]
        ),
        // Generated clients in modules of their own, configured by the config files beside their specs
        // (Docs/Configuration.md); ConfigClientTests imports them to prove the access level reaches other modules.
        .target(
            name: "PublicPetstoreClient",
            dependencies: ["Curlew", "CurlewJSON"],
            path: "Tests/PublicPetstoreClient",
            swiftSettings: swiftSettings,
            plugins: ["CurlewPlugin"]
        ),
        .target(
            name: "PackageShelterClient",
            dependencies: ["Curlew", "CurlewJSON"],
            path: "Tests/PackageShelterClient",
            swiftSettings: swiftSettings,
            plugins: ["CurlewPlugin"]
        ),
        .testTarget(
            name: "ConfigClientTests",
            dependencies: [
                "PublicPetstoreClient", "PackageShelterClient", "Curlew", "CurlewJSON", "CurlewTestSupport",
            ],
            swiftSettings: swiftSettings,
            plugins: ["CurlewPlugin"]
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["Curlew", "CurlewTestSupport"],
            swiftSettings: swiftSettings,
            plugins: ["CurlewPlugin"]
        ),
    ]
)
