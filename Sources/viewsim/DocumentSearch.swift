#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The Interface Builder documents `check` is given: files as named, and the `.xib` and
/// `.storyboard` files inside named directories, found as SwiftLint finds Swift files.
///
/// A directory is searched to any depth, in byte order of names so the list is the same on every
/// machine. Build products and dependencies (`.build`, `Pods`, `Carthage`, `DerivedData`) and
/// hidden folders are skipped, and so is whatever an `--exclude` glob matches. Symbolic links to
/// folders are not followed, so a link back up the tree cannot loop.
struct DocumentSearch {
    /// Folders never searched: build products and vendored dependencies.
    static let skippedFolders: Set<String> = [".build", "Pods", "Carthage", "DerivedData"]
    /// The file extensions of Interface Builder documents.
    static let extensions = [".xib", ".storyboard"]
    /// How deep a search goes; deeper folders are reported rather than searched.
    static let maximumDepth = 64

    /// `--exclude` globs (`fnmatch` patterns, where `*` also crosses `/`), matched against a found
    /// path as `check` prints it and against its last component.
    var excludes: [String] = []

    /// A word that names nothing `check` can read.
    struct Failure: Error, Equatable {
        var path: String
        var message: String
    }

    /// The files to check for `words`, in order: a file as given, a directory's documents in
    /// byte order of their paths (`-` is standard input).
    func files(for words: [String]) -> Result<[String], Failure> {
        var files: [String] = []
        for word in words {
            guard word != "-", Self.isDirectory(word, followingLinks: true) else {
                files.append(word)
                continue
            }
            let root = word.count > 1 && word.hasSuffix("/") ? String(word.dropLast()) : word
            var found: [String] = []
            if let failure = search(root, depth: 0, into: &found) { return .failure(failure) }
            if found.isEmpty {
                return .failure(Failure(path: word, message: "no .xib or .storyboard file in this folder or below it "
                    + "(.build, Pods, Carthage, DerivedData, hidden folders and --exclude matches are skipped); "
                    + "name a folder that holds Interface Builder documents"))
            }
            files += found
        }
        return .success(files)
    }

    private func search(_ directory: String, depth: Int, into found: inout [String]) -> Failure? {
        if depth > Self.maximumDepth {
            return Failure(path: directory, message: "folders nest more than \(Self.maximumDepth) deep here; "
                           + "name a folder nearer the documents, or --exclude this one")
        }
        guard let names = Self.entries(of: directory) else {
            return Failure(path: directory, message: "cannot read the folder: \(SystemError.reason(errno))")
        }
        for name in names {
            let path = directory == "/" ? "/" + name : directory + "/" + name
            if isExcluded(path, name: name) { continue }
            if Self.isDirectory(path, followingLinks: false) {
                if name.hasPrefix(".") || Self.skippedFolders.contains(name) { continue }
                if let failure = search(path, depth: depth + 1, into: &found) { return failure }
            } else if Self.extensions.contains(where: { name.hasSuffix($0) }), Self.isRegularFile(path) {
                found.append(path)
            }
        }
        return nil
    }

    private func isExcluded(_ path: String, name: String) -> Bool {
        excludes.contains { pattern in fnmatch(pattern, path, 0) == 0 || fnmatch(pattern, name, 0) == 0 }
    }

    /// The names in `directory` but `.` and `..`, in byte order; nil when it cannot be read.
    private static func entries(of directory: String) -> [String]? {
        guard let stream = opendir(directory) else { return nil }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    private static func isDirectory(_ path: String, followingLinks: Bool) -> Bool {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return false }
        return UInt32(info.st_mode) & 0o170000 == 0o040000
    }

    private static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && UInt32(info.st_mode) & 0o170000 == 0o100000
    }
}
