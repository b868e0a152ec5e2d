#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes whole files with the C library, all or nothing: the text goes to a temporary file
/// beside the target, which is then renamed over it, so a failed write leaves any existing file
/// as it was. A failure carries the system's reason ("No such file or directory", "Permission
/// denied").
enum OutputFile {
    struct Failure: Error {
        let message: String
    }

    /// Replaces the file at `path` with `text` (UTF-8), or says why it could not.
    static func replace(_ path: String, with text: String) -> Result<Void, Failure> {
        if path.isEmpty { return .failure(Failure(message: "the file name is empty")) }
        let temporary = path + ".viewsim-\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return .failure(Failure(message: reason(errno))) }
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                let failure = Failure(message: reason(errno))
                close(descriptor)
                unlink(temporary)
                return .failure(failure)
            }
            offset += written
        }
        if close(descriptor) != 0 || rename(temporary, path) != 0 {
            let failure = Failure(message: reason(errno))
            unlink(temporary)
            return .failure(failure)
        }
        return .success(())
    }

    private static func reason(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
