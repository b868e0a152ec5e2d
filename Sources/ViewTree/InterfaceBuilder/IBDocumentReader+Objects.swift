/// What an object of a document says about itself beyond its layout: colours, user-defined
/// runtime attributes and outlets.
extension IBDocumentReader {
    /// Reads a `<color>`, `<userDefinedRuntimeAttributes>` or `<connections>` child of a view.
    func readObjectDetails(_ child: XMLElement, into view: inout IBView) {
        switch child.name {
        case "color":
            if let key = child["key"], let color = IBColors.color(child) { view.colors.append((key, color)) }
        case "userDefinedRuntimeAttributes":
            view.runtimeAttributes += runtimeAttributes(child, objectID: view.id)
        case "connections":
            view.connections += connections(of: child)
        default: break
        }
    }

    /// The outlets and outlet collections of an object (given the object or its `<connections>`).
    /// Actions and segues are not outlets and are left out.
    func connections(of element: XMLElement) -> [IBConnection] {
        let list = element.name == "connections" ? element.children : element.children(ofChild: "connections")
        return list.compactMap { connection in
            guard connection.name == "outlet" || connection.name == "outletCollection",
                  let property = connection["property"], let destination = connection["destination"] else { return nil }
            return IBConnection(isCollection: connection.name == "outletCollection", property: property,
                                destination: destination, line: connection.line)
        }
    }

    /// `<userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><real key="value"
    /// value="8"/></userDefinedRuntimeAttribute>` and its siblings, in order.
    private func runtimeAttributes(_ element: XMLElement, objectID: String?) -> [RuntimeAttribute] {
        element.children.compactMap { attribute in
            guard attribute.name == "userDefinedRuntimeAttribute", let keyPath = attribute["keyPath"] else { return nil }
            let type = attribute["type"] ?? "nil"
            let valueElement = attribute.child(key: "value")
            let text = attribute["value"] ?? valueElement?["value"] ?? valueElement?.text ?? ""
            let value: RuntimeAttribute.Value
            switch type {
            case "number":
                guard let number = Double(text), number.isFinite else { value = .other(type: type, text: text); break }
                value = .number(number)
            case "boolean": value = .boolean(InterfaceBuilderBoolean.value(of: text) == true)
            case "string", "localizedString": value = .string(text)
            case "color":
                let color = valueElement.flatMap(IBColors.color)
                value = .color(color.flatMap { IBColors.resolve($0, resources: colorResources) })
            case "size":
                guard let valueElement, let width = finite(valueElement["width"]), let height = finite(valueElement["height"]) else {
                    value = .other(type: type, text: text); break
                }
                value = .size(Size(width: width, height: height))
            case "point":
                guard let valueElement, let x = finite(valueElement["x"]), let y = finite(valueElement["y"]) else {
                    value = .other(type: type, text: text); break
                }
                value = .point(Point(x: x, y: y))
            default: value = .other(type: type, text: text)
            }
            return RuntimeAttribute(keyPath: keyPath, value: value, objectID: objectID, line: attribute.line)
        }
    }

    /// A finite number from an attribute's text.
    private func finite(_ text: String?) -> Double? {
        guard let text, let number = Double(text), number.isFinite else { return nil }
        return number
    }
}
