#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes whole files with the C library, all or nothing where the file system allows it.
///
/// A regular file (new or existing, or the file a symbolic link points to) is written to a
/// temporary file beside it, which is then renamed over it, so a failed write leaves the old file
/// as it was; an existing file keeps its permissions. A pipe or device (`/dev/stdout`,
/// `>(gzip)`) is written in place. A failure carries the system's reason ("No such file or
/// directory", "Permission denied") or says what to write instead.
enum OutputFile {
    struct Failure: Error {
        let message: String
    }

    private static let typeMask: UInt32 = 0o170000
    private static let directoryType: UInt32 = 0o040000
    private static let regularType: UInt32 = 0o100000

    /// Replaces the file at `path` with `text` (UTF-8), or says why it could not.
    static func replace(_ path: String, with text: String) -> Result<Void, Failure> {
        if path.isEmpty { return .failure(Failure(message: "the file name is empty")) }
        var info = stat()
        guard stat(path, &info) == 0 else {
            // Nothing there yet (or a link to nothing): a new file, through a temporary one.
            return replaceRegular(path, mode: 0o644, existing: false, with: text)
        }
        let type = UInt32(info.st_mode) & typeMask
        if type == directoryType {
            return .failure(Failure(message: "it is a directory; name a file in it, e.g. \(path.hasSuffix("/") ? path : path + "/")picture.svg"))
        }
        if type != regularType { return writeInPlace(path, text) }
        return replaceRegular(resolvedPath(path), mode: UInt32(info.st_mode) & 0o7777, existing: true, with: text)
    }

    /// The file a symbolic link points to (the path itself otherwise), so the link stays a link.
    private static func resolvedPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func replaceRegular(_ path: String, mode: UInt32, existing: Bool, with text: String) -> Result<Void, Failure> {
        // The temporary name is short and in the same directory (rename cannot cross devices).
        let directory = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
        let temporary = directory + ".viewsim-\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else {
            let reason = SystemError.reason(errno)
            guard existing else { return .failure(Failure(message: reason)) }
            // The file exists; it is the one beside it that could not be made (e.g. in /proc).
            return .failure(Failure(message: "the file exists, but the temporary file \(temporary) that replaces it whole "
                                    + "cannot be created (\(reason)); write to a directory where files can be created"))
        }
        var failure = writeAll(descriptor, text)
        if failure == nil, fchmod(descriptor, mode_t(mode)) != 0 { failure = Failure(message: SystemError.reason(errno)) }
        if close(descriptor) != 0, failure == nil { failure = Failure(message: SystemError.reason(errno)) }
        if failure == nil, rename(temporary, path) != 0 { failure = Failure(message: SystemError.reason(errno)) }
        if let failure {
            unlink(temporary)
            return .failure(failure)
        }
        return .success(())
    }

    private static func writeInPlace(_ path: String, _ text: String) -> Result<Void, Failure> {
        let descriptor = open(path, O_WRONLY | O_TRUNC)
        guard descriptor >= 0 else { return .failure(Failure(message: SystemError.reason(errno))) }
        var failure = writeAll(descriptor, text)
        if close(descriptor) != 0, failure == nil { failure = Failure(message: SystemError.reason(errno)) }
        return failure.map { .failure($0) } ?? .success(())
    }

    /// Writes every byte (retrying short writes and interruptions); nil when it all went.
    private static func writeAll(_ descriptor: Int32, _ text: String) -> Failure? {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                return Failure(message: SystemError.reason(errno))
            }
            offset += written
        }
        return nil
    }
}
