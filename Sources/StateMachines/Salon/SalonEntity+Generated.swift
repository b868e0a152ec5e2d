extension SalonEntity {
    /// `count` salons for long lists (benchmarks, soak runs): the five ``builtIn`` salons first, then
    /// made-up ones whose name and address are a pure function of their position, so the same count
    /// always gives the same list. Every generated name and address fits its label in both cell
    /// states without compression, as the built-in ones do. A count of zero or less gives no salons.
    public static func generated(count: Int) -> [SalonEntity] {
        guard count > 0 else { return [] }
        var salons = Array(builtIn.prefix(count))
        salons.reserveCapacity(count)
        for index in salons.count..<count { salons.append(generated(at: index)) }
        return salons
    }

    /// The made-up salon at position `index` of ``generated(count:)`` (for any index, including
    /// those the built-in salons take in that list).
    public static func generated(at index: Int) -> SalonEntity {
        let position = index.magnitude
        let first = GeneratedWords.nameFirst, second = GeneratedWords.nameSecond
        let streets = GeneratedWords.streets, cities = GeneratedWords.cities
        let name = first[Int(position % UInt(first.count))] + " "
            + second[Int((position / UInt(first.count)) % UInt(second.count))]
        // A house number from 1 to 299 that changes from one salon to the next.
        let number = (position &* 7_919) % 299 + 1
        let street = streets[Int((position / 3) % UInt(streets.count))]
        let city = cities[Int((position / 7) % UInt(cities.count))]
        return SalonEntity(name: name, address: "\(number) \(street), \(city)")
    }
}

/// The words generated salons are made of (short enough for the collapsed cell's labels).
private enum GeneratedWords {
    static let nameFirst = ["Velvet", "Copper", "Ivory", "Amber", "Coral", "Silver", "Golden", "Urban",
                            "Little", "Maple", "Cedar", "North"]
    static let nameSecond = ["Comb", "Shears", "Studio", "Parlour", "Atelier", "Barbers", "Salon", "Curl",
                             "Mane", "Fringe", "Blade"]
    static let streets = ["High St", "Elm Road", "Quay Lane", "Park Ave", "Mill Row", "Rue Cler", "Via Roma",
                          "Main St", "Oak Lane"]
    static let cities = ["Leeds", "Lyon", "Porto", "Oslo", "Turin", "Ghent", "Bonn", "Cork", "Graz",
                         "Malmo", "Bern"]
}
