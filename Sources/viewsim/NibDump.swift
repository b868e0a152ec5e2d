import ViewTree

/// `viewsim dump --nib FILE`: reads an Interface Builder document, lays out every top-level view
/// of a xib or every scene's root view of a storyboard, and prints them.
enum NibDump {
    /// What to dump and how.
    struct Request {
        var path: String
        var json = false
        var options = InterfaceBuilderLayout.Options()
    }

    static func run(_ request: Request, console: inout Console) -> Int32 {
        let layout: InterfaceBuilderLayout
        switch NibArguments.load(request.path, options: request.options, console: console) {
        case let .success(laidOut): layout = laidOut
        case let .failure(error):
            console.printError(NibArguments.message(error, path: request.path))
            return ExitStatus.usage
        }
        console.output += request.json ? json(layout) : text(layout)
        if !layout.brokeConstraints { return ExitStatus.success }
        for entry in layout.logEntries { console.printError(entry) }
        return ExitStatus.recovered
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
