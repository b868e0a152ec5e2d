#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole files with the C library, so that a failure carries the system's reason
/// ("No such file or directory", "Is a directory", "Permission denied").
enum InputFile {
    struct Failure: Error {
        let message: String
    }

    /// The bytes of the file at `path`, or why it could not be read.
    static func contents(ofPath path: String) -> Result<[UInt8], Failure> {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(Failure(message: reason(errno))) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(Failure(message: reason(errno)))
            }
            if count == 0 { return .success(bytes) }
            bytes.append(contentsOf: buffer[0..<count])
        }
    }

    private static func reason(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
