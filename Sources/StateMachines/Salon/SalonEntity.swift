/// A salon shown by the selector (the seed's model): a name and an address.
public struct SalonEntity: Hashable, Sendable {
    /// The salon's name.
    public internal(set) var name: String?
    /// The salon's street address.
    public internal(set) var address: String?

    /// Creates a salon.
    public init(name: String, address: String) {
        self.name = name
        self.address = address
    }
}

extension SalonEntity {
    /// Five salons for the selector scenes, in display order. Each name and address fits its
    /// label in both cell states without compression.
    public static let builtIn: [SalonEntity] = [
        SalonEntity(name: "Atelier Lumière", address: "12 Rue Oberkampf, Paris"),
        SalonEntity(name: "The Gilded Comb", address: "48 Greek Street, London"),
        SalonEntity(name: "Studio Kaze", address: "3-5-1 Jingumae, Tokyo"),
        SalonEntity(name: "Barbería del Sol", address: "Calle Mayor 21, Madrid"),
        SalonEntity(name: "Mane Street Salon", address: "210 Congress Ave, Austin"),
    ]
}
