import Foundation

/// The sizes of the images an app refers to by name (`UIImage(named:)`): viewsim draws no pixels,
/// so an image is its name and its size in points, which the app registers or which an asset
/// catalog's `Contents.json` and PNG headers give.
extension Image {
    /// The registered sizes by name: the one global UIKit's `UIImage(named:)` implies (the app's
    /// bundle), behind a lock.
    private static let registered = Locked<[String: Size]>([:])
    /// The registered SF Symbols' sizes by name.
    private static let registeredSymbols = Locked<[String: Size]>([:])

    /// The image registered as `name` (`UIImage(named:)`), or nil, as UIKit's for an image its
    /// bundle does not have.
    public init?(named name: String) {
        guard let size = Self.registered.withLock({ $0[name] }) else { return nil }
        self.init(name: name, size: size)
    }

    /// The SF Symbol registered as `name` at the default configuration (`UIImage(systemName:)`),
    /// or nil. viewsim has no table of the symbols' sizes, so a test registers the sizes its
    /// symbols have on iOS.
    public init?(systemName name: String) {
        guard let size = Self.registeredSymbols.withLock({ $0[name] }) else { return nil }
        self.init(name: name, size: size)
    }

    /// Makes `Image(named: name)` an image of `size` points.
    public static func register(named name: String, size: Size) {
        registered.withLock { $0[name] = size }
    }

    /// Makes `Image(systemName: name)` an image of `size` points.
    public static func register(systemName name: String, size: Size) {
        registeredSymbols.withLock { $0[name] = size }
    }

    /// Registers every image set of an asset catalog (`Assets.xcassets`): an `X.imageset` named
    /// `X` takes the size of its 1x, 2x or 3x PNG (pixels over scale), the first its
    /// `Contents.json` lists that exists. Returns the names registered, sorted.
    public static func registerAssetCatalog(at catalog: URL) throws -> [String] {
        let manager = FileManager.default
        var names: [String] = []
        guard let walker = manager.enumerator(at: catalog, includingPropertiesForKeys: nil) else { return [] }
        var sets: [URL] = []
        for case let url as URL in walker where url.pathExtension == "imageset" { sets.append(url) }
        for set in sets.sorted(by: { $0.path < $1.path }) {
            guard let size = try imageSetSize(set) else { continue }
            let name = set.deletingPathExtension().lastPathComponent
            register(named: name, size: size)
            names.append(name)
        }
        return names.sorted()
    }

    /// The size in points of an image set's first PNG whose header reads.
    private static func imageSetSize(_ set: URL) throws -> Size? {
        let contents = try Data(contentsOf: set.appendingPathComponent("Contents.json"))
        guard let json = try JSONSerialization.jsonObject(with: contents) as? [String: Any],
              let images = json["images"] as? [[String: Any]] else { return nil }
        for entry in images {
            guard let file = entry["filename"] as? String,
                  let data = try? Data(contentsOf: set.appendingPathComponent(file)),
                  let pixels = pngPixelSize(data) else { continue }
            let scale = Double((entry["scale"] as? String)?.dropLast() ?? "1") ?? 1
            return Size(width: pixels.width / scale, height: pixels.height / scale)
        }
        return nil
    }

    /// A PNG's width and height in pixels, from its IHDR chunk (bytes 16–23, big-endian).
    static func pngPixelSize(_ data: Data) -> Size? {
        let bytes = [UInt8](data.prefix(24))
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count == 24, Array(bytes[0..<8]) == signature, bytes[12..<16].elementsEqual("IHDR".utf8) else {
            return nil
        }
        func integer(at offset: Int) -> Double {
            Double(bytes[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
        }
        return Size(width: integer(at: 16), height: integer(at: 20))
    }
}

/// The app's named colours (`UIColor(named:)`): asset catalog colours, registered by the app.
extension Color {
    /// The registered colours by name, behind a lock (the app's bundle is one global).
    private static let registered = Locked<[String: Color]>([:])

    /// The colour registered as `name` (`UIColor(named:)`), or nil, as UIKit's for a colour its
    /// bundle does not have.
    public init?(named name: String) {
        guard let color = Self.registered.withLock({ $0[name] }) else { return nil }
        self = color
    }

    /// Makes `Color(named: name)` this colour.
    public static func register(named name: String, _ color: Color) {
        registered.withLock { $0[name] = color }
    }
}
