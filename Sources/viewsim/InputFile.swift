#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file or standard input a chunk at a time with the C library, so that input of any
/// length (`/dev/zero`, an endless pipe) is taken in bounded pieces for a reader that stops at
/// its first limit, and a failure carries the system's reason ("No such file or directory", "Is
/// a directory", "Permission denied").
final class InputFile {
    struct Failure: Error {
        let message: String
    }

    /// The most bytes one ``nextChunk()`` returns.
    static let chunkSize = 65536

    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private var buffer = [UInt8](repeating: 0, count: InputFile.chunkSize)

    private init(descriptor: Int32, ownsDescriptor: Bool) {
        self.descriptor = descriptor
        self.ownsDescriptor = ownsDescriptor
    }

    deinit {
        if ownsDescriptor { close(descriptor) }
    }

    /// Standard input (left open when this goes away).
    static func standardInput() -> InputFile {
        InputFile(descriptor: 0, ownsDescriptor: false)
    }

    /// The file at `path`, opened for reading, or why it could not be.
    static func reading(_ path: String) -> Result<InputFile, Failure> {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(Failure(message: SystemError.reason(errno))) }
        return .success(InputFile(descriptor: descriptor, ownsDescriptor: true))
    }

    /// The next bytes, at most ``chunkSize``; empty at the end of the file.
    func nextChunk() -> Result<[UInt8], Failure> {
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count >= 0 { return .success(Array(buffer[0..<count])) }
            if errno != EINTR { return .failure(Failure(message: SystemError.reason(errno))) }
        }
    }
}

extension Console {
    /// A reader of the file at `path` a chunk at a time (`-`: standard input), or why it cannot be opened.
    func chunks(of path: String) -> Result<() -> Result<[UInt8], InputFile.Failure>, InputFile.Failure> {
        if path == "-" { return .success(readStandardInput) }
        return InputFile.reading(path).map { file in file.nextChunk }
    }
}

/// The C library's words for an `errno`.
enum SystemError {
    /// `strerror(code)`, e.g. "No such file or directory".
    static func reason(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
