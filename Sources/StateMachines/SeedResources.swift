import Foundation
import ViewTree

/// The seed's Interface Builder files, shipped as resources of this module
/// (`Sources/StateMachines/Resources`, copied into the module's resource bundle by SwiftPM).
enum SeedResources {
    /// The URL of a resource file of the module.
    static func url(named name: String, extension fileExtension: String) -> URL? {
        Bundle.module.url(forResource: name, withExtension: fileExtension)
    }

    /// The shipped nib `name.xib`, read once by its caller.
    static func nib(named name: String, classes: InterfaceBuilderClasses) -> Nib {
        load(name, "xib") { url throws(InterfaceBuilderError) in try Nib(contentsOf: url, classes: classes) }
    }

    /// The shipped storyboard `name.storyboard`, read once by its caller.
    static func storyboard(named name: String, classes: InterfaceBuilderClasses) -> Storyboard {
        load(name, "storyboard") { url throws(InterfaceBuilderError) in try Storyboard(contentsOf: url, classes: classes) }
    }

    /// Reads a shipped document. The files ship with the module and are checked by the tests, so
    /// a failure here is a broken installation: it stops with the reason, as UIKit raises for a
    /// nib it cannot load.
    private static func load<Document>(_ name: String, _ fileExtension: String,
                                       _ read: (URL) throws(InterfaceBuilderError) -> Document) -> Document {
        guard let url = url(named: name, extension: fileExtension) else {
            preconditionFailure("\(name).\(fileExtension) is missing from the StateMachines resource bundle")
        }
        do {
            return try read(url)
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
