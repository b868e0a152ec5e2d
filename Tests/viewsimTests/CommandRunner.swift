import Foundation

/// Runs the built `viewsim` binary as a subprocess and collects what it wrote.
struct CommandRunner {
    struct Result {
        let status: Int32
        let output: String
        let error: String
        /// Whether the process ended by a signal (a crash, or the timeout), `status` being the signal.
        var signalled = false
        /// Whether it ran past the timeout and was stopped.
        var timedOut = false
    }

    /// The `viewsim` executable built beside the test bundle (SwiftPM puts every product of a
    /// configuration in one directory), or in the package's `.build/debug` as a fallback.
    static let executable: URL? = executable(named: "viewsim")

    /// The executable product called `name` built beside the test bundle (or in `.build/debug`).
    static func executable(named name: String) -> URL? {
        var directories: [URL] = []
        if let test = Bundle.main.executableURL { directories.append(test.deletingLastPathComponent()) }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            directories.append(bundle.bundleURL.deletingLastPathComponent())
        }
        directories.append(packageRoot.appendingPathComponent(".build/debug"))
        return directories
            .map { $0.appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The shared corpus of real Interface Builder files beside the package (`../shared/ib-corpus`),
    /// or `nil` when this checkout has none: tests that need it are skipped, never passed.
    static let corpus: URL? = {
        let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/ib-corpus")
        return FileManager.default.fileExists(atPath: url.appendingPathComponent("expected.json").path) ? url : nil
    }()

    /// The corpus documents' paths, sorted by name (empty without the corpus).
    static var corpusDocuments: [String] {
        guard let folder = corpus?.appendingPathComponent("corpus"),
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return names.filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
            .map { folder.appendingPathComponent($0).path }
    }

    /// The path of a fixture file.
    static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

    /// Runs `viewsim ARGUMENTS` (or another product of the package) in the fixtures directory (so relative names in messages are
    /// short), feeding `input` to its standard input; with a `timeout` (seconds), a run past it is
    /// stopped and reported ``Result/timedOut``.
    static func run(_ arguments: [String], input: [UInt8] = [], product: String = "viewsim", timeout: Double? = nil) throws -> Result {
        guard let executable = product == "viewsim" ? executable : executable(named: product) else {
            throw RunnerError.noExecutable(packageRoot.path)
        }
        return try launch(executable, arguments, input: input, in: fixtures, timeout: timeout)
    }

    /// Runs a tool found on the `PATH` (`git`, `python3`) in `directory`, stopped after a minute.
    static func runTool(_ tool: String, _ arguments: [String], in directory: URL) throws -> Result {
        try launch(URL(fileURLWithPath: "/usr/bin/env"), [tool] + arguments, input: [], in: directory, timeout: 60)
    }

    /// Whether a tool is on the `PATH`, for tests that need it to report themselves skipped without it.
    static func hasTool(_ tool: String) -> Bool {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)") }
    }

    private static func launch(_ executable: URL, _ arguments: [String], input: [UInt8], in directory: URL,
                               timeout: Double?) throws -> Result {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("viewsim-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let inputURL = scratch.appendingPathComponent("stdin")
        let outputURL = scratch.appendingPathComponent("stdout")
        let errorURL = scratch.appendingPathComponent("stderr")
        try Data(input).write(to: inputURL)
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardInput = try FileHandle(forReadingFrom: inputURL)
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
        var timedOut = false
        if let timeout {
            let deadline = Date().addingTimeInterval(timeout)
            while process.isRunning, !timedOut {
                if Date() > deadline {
                    process.terminate()
                    timedOut = true
                } else {
                    Thread.sleep(forTimeInterval: 0.05)
                }
            }
        }
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: try contents(of: outputURL),
                      error: try contents(of: errorURL), signalled: process.terminationReason == .uncaughtSignal,
                      timedOut: timedOut)
    }

    /// A file's contents as text. (Through a file handle: on Linux, `Data(contentsOf:)` leaks a
    /// 4 KiB buffer for an empty file, which the leak check of the test run would report.)
    private static func contents(of url: URL) throws -> String {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        return String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
    }

    enum RunnerError: Error, CustomStringConvertible {
        case noExecutable(String)
        var description: String {
            switch self {
            case let .noExecutable(root): return "no built executable found; run `swift build` in \(root)"
            }
        }
    }
}
