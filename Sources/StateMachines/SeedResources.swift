import ViewTree

/// The seed's Interface Builder files (`Sources/StateMachines/Resources`), embedded in the
/// module's code by SwiftPM (`PackageResources`), so any copy of a binary that links this module
/// has them: there is no resource bundle to find at run time.
enum SeedResources {
    /// The bytes of the embedded document `name.fileExtension`, nil for a name not embedded.
    static func bytes(named name: String, extension fileExtension: String) -> [UInt8]? {
        switch (name, fileExtension) {
        case ("SalonSelectorCollectionViewCell", "xib"): PackageResources.SalonSelectorCollectionViewCell_xib
        case ("Main", "storyboard"): PackageResources.Main_storyboard
        default: nil
        }
    }

    /// The shipped nib `name.xib`, read once by its caller.
    static func nib(named name: String, classes: InterfaceBuilderClasses) -> Nib {
        load(name, "xib") { bytes throws(InterfaceBuilderError) in try Nib(data: bytes, classes: classes) }
    }

    /// The shipped storyboard `name.storyboard`, read once by its caller.
    static func storyboard(named name: String, classes: InterfaceBuilderClasses) -> Storyboard {
        load(name, "storyboard") { bytes throws(InterfaceBuilderError) in try Storyboard(data: bytes, classes: classes) }
    }

    /// Reads a shipped document. The files are compiled into the module and checked by the tests,
    /// so a failure here is a programming error: it stops with the reason, as UIKit raises for a
    /// nib it cannot load.
    private static func load<Document>(_ name: String, _ fileExtension: String,
                                       _ read: ([UInt8]) throws(InterfaceBuilderError) -> Document) -> Document {
        guard let bytes = bytes(named: name, extension: fileExtension) else {
            preconditionFailure("\(name).\(fileExtension) is not one of the seed's embedded documents")
        }
        do {
            return try read(bytes)
        } catch {
            preconditionFailure("\(name).\(fileExtension):\(error)")
        }
    }

    /// The first top-level view of a new instance of a shipped nib, of the class expected.
    static func instantiate<V: View>(_ type: V.Type, from nib: Nib) -> V {
        do {
            guard let view = try nib.instantiate().first as? V else {
                preconditionFailure("the nib's first top-level view is not a \(V.self)")
            }
            return view
        } catch {
            preconditionFailure("instantiating the \(V.self) nib failed: \(error)")
        }
    }
}
