import ViewTree

/// `viewsim dump --nib FILE`: reads an Interface Builder document, lays out every top-level view
/// of a xib or every scene's root view of a storyboard, and prints them.
enum NibDump {
    /// What to dump and how.
    struct Request {
        var path: String
        var json = false
        var deviceID: String?
        var intrinsic: IntrinsicSizeSource = .model
    }

    static func run(_ request: Request, console: inout Console) -> Int32 {
        let bytes: [UInt8]
        switch read(request.path, console: console) {
        case let .success(data): bytes = data
        case let .failure(failure):
            console.printError("\(request.path):\(failure.line): error: \(failure.message)")
            return ExitStatus.usage
        }
        let layout: InterfaceBuilderLayout
        do throws(InterfaceBuilderError) {
            let document = try InterfaceBuilderDocument.read(bytes)
            layout = try InterfaceBuilderLayout(document: document, options: .init(deviceID: request.deviceID,
                                                                                     intrinsicSizes: request.intrinsic))
        } catch {
            console.printError("\(request.path):\(error.line): error: \(error.message)")
            return ExitStatus.usage
        }
        console.output += request.json ? json(layout) : text(layout)
        if !layout.brokeConstraints { return ExitStatus.success }
        for entry in layout.logEntries { console.printError(entry) }
        return ExitStatus.recovered
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

    private static func json(_ layout: InterfaceBuilderLayout) -> String {
        let document = layout.document
        let size = "[\(JSONNumber.text(layout.size.width)), \(JSONNumber.text(layout.size.height))]"
        var out = "{\n  \"document\": {\"type\": \(JSONNumber.quoted(document.kind.rawValue)), "
            + "\"toolsVersion\": \(JSONNumber.quoted(document.toolsVersion)), "
            + "\"device\": \(layout.device.map { JSONNumber.quoted($0.id) } ?? "null"), \"size\": \(size)},\n"
            + "  \"roots\": ["
        for (index, root) in layout.roots.enumerated() {
            let annotations: (View) -> [(key: String, json: String)] = { view in
                var members = [(key: "id", json: layout.id(of: view).map(JSONNumber.quoted) ?? "null"),
                               (key: "class", json: layout.className(of: view).map(JSONNumber.quoted) ?? "null")]
                if view === root.view, let scene = root.sceneID {
                    members.append((key: "scene", json: JSONNumber.quoted(scene)))
                    members.append((key: "viewController", json: root.viewControllerID.map(JSONNumber.quoted) ?? "null"))
                }
                return members
            }
            var tree = ViewDump.json(of: root.view, annotations: annotations)
            tree.removeLast()  // the newline
            out += (index == 0 ? "\n" : ",\n") + tree
        }
        return out + (layout.roots.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
    }

    private static func text(_ layout: InterfaceBuilderLayout) -> String {
        let document = layout.document
        var out = "\(document.kind.rawValue), toolsVersion \(document.toolsVersion), device "
            + "\(layout.device?.id ?? "none"), \(formatted(layout.size.width)) x \(formatted(layout.size.height))\n"
        for root in layout.roots {
            var header = "root \(root.id ?? "(no id)") \(layout.className(of: root.view) ?? "")"
            if let scene = root.sceneID { header += " (scene \(scene), view controller \(root.viewControllerID ?? "-"))" }
            out += "\n" + header + "\n" + ViewDump.text(of: root.view)
        }
        return out
    }

    private static func formatted(_ value: Double) -> String { JSONNumber.text(value) }
}
