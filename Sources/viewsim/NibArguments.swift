import ViewTree

/// The options that say how an Interface Builder document is laid out, shared by `dump --nib`,
/// `render --nib` and `check`, and the one way those commands read and lay out a document.
enum NibArguments {
    /// `--device ID` (`with --nib: …` in the help of commands where it goes with --nib).
    static func device(withNib: Bool) -> Option<String> {
        .text("--device", value: "ID", help: (withNib ? "with --nib: the device" : "the device") + " to lay out for, as IB names it (retina4_7,\n"
            + "retina6_1, ipad9_7, ...), instead of the document's")
    }

    /// `--orientation portrait|landscape`.
    static var orientation: Option<InterfaceBuilderDevice.Orientation> { .choice(
        "--orientation", noun: "orientation", label: "--orientation portrait|landscape",
        help: "the orientation to lay out in, instead of the document's\n(<device orientation=\"landscape\">); size-class variations follow it") }

    /// `--intrinsic model|stored`, with `defaultSource` marked as the default.
    static func intrinsic(default defaultSource: IntrinsicSizeSource) -> DefaultedOption<IntrinsicSizeSource> {
        .choice("--intrinsic", noun: "intrinsic size source", default: defaultSource,
                note: defaultSource == .model ? "(default, with --nib) " : "(default) ", help: [
            .model: "intrinsic sizes from viewsim's text and control models (text keeps its stored size in a font other than the system font, or within the model's precision, 1.5 pt and 5%)",
            .stored: defaultSource == .stored
                ? "a view with an intrinsic size in UIKit takes it from its\nstored frame (the dimensions UIKit gives it: a slider only its height)"
                : "a view with an intrinsic size in UIKit takes it from its stored frame\n(the dimensions UIKit gives it: a slider only its height)",
        ])
    }

    /// Reads the document at `path` (- for standard input) and lays it out, or says why it
    /// cannot (`error.line` 0: not in the file).
    static func load(_ path: String, options: InterfaceBuilderLayout.Options, console: Console)
        -> Result<InterfaceBuilderLayout, InterfaceBuilderError> {
        let bytes: [UInt8]
        switch read(path, console: console) {
        case let .success(data): bytes = data
        case let .failure(failure): return .failure(failure)
        }
        do throws(InterfaceBuilderError) {
            let document = try InterfaceBuilderDocument.read(bytes)
            return .success(try InterfaceBuilderLayout(document: document, options: options))
        } catch {
            return .failure(error)
        }
    }

    /// `FILE:LINE: error: MESSAGE`, or `FILE: error: MESSAGE` when no line is to blame (a
    /// missing file).
    static func message(_ error: InterfaceBuilderError, path: String) -> String {
        error.diagnostic(file: path)
    }

    /// The file's bytes, up to one more than the documents' size limit (the reader refuses that).
    private static func read(_ path: String, console: Console) -> Result<[UInt8], InterfaceBuilderError> {
        let nextChunk: () -> Result<[UInt8], InputFile.Failure>
        switch console.chunks(of: path) {
        case let .success(reader): nextChunk = reader
        case let .failure(failure): return .failure(InterfaceBuilderError(line: 0, "cannot read the file: \(failure.message)"))
        }
        var bytes: [UInt8] = []
        while bytes.count <= InterfaceBuilderDocument.maximumFileSize {
            switch nextChunk() {
            case let .success(chunk):
                if chunk.isEmpty { return .success(bytes) }
                bytes += chunk
            case let .failure(failure):
                return .failure(InterfaceBuilderError(line: 0, "cannot read the file: \(failure.message)"))
            }
        }
        return .success(bytes)
    }
}
