/// A member of the team shown on a drop-in card (the seed's `Member`, read there from a JSON file
/// in the app bundle): a name, a title and a city.
public struct TeamMember: Hashable, Sendable {
    /// The member's name.
    public var name: String
    /// What the member does.
    public var title: String
    /// Where the member works.
    public var location: String

    /// Creates a member.
    public init(name: String, title: String, location: String) {
        self.name = name
        self.title = title
        self.location = location
    }
}

extension TeamMember {
    /// The twenty members of the drop-in scene, in table order.
    public static let team: [TeamMember] = [
        TeamMember(name: "Ada Okafor", title: "iOS Engineer", location: "Lagos"),
        TeamMember(name: "Bruno Castillo", title: "Designer", location: "Valencia"),
        TeamMember(name: "Chiara Fontana", title: "Product Manager", location: "Turin"),
        TeamMember(name: "Dmitri Volkov", title: "Backend Engineer", location: "Tallinn"),
        TeamMember(name: "Emi Tanaka", title: "Animator", location: "Osaka"),
        TeamMember(name: "Farid Haddad", title: "QA Lead", location: "Beirut"),
        TeamMember(name: "Greta Lindqvist", title: "Writer", location: "Uppsala"),
        TeamMember(name: "Hugo Marchetti", title: "Android Engineer", location: "Lyon"),
        TeamMember(name: "Ines Carvalho", title: "Data Scientist", location: "Porto"),
        TeamMember(name: "Jonas Weber", title: "Site Reliability", location: "Leipzig"),
        TeamMember(name: "Keala Kahale", title: "Community", location: "Honolulu"),
        TeamMember(name: "Leila Nasser", title: "Security Engineer", location: "Amman"),
        TeamMember(name: "Mateo Ruiz", title: "Illustrator", location: "Bogotá"),
        TeamMember(name: "Nadia Petrova", title: "Engineering Manager", location: "Sofia"),
        TeamMember(name: "Oskar Nowak", title: "Web Engineer", location: "Kraków"),
        TeamMember(name: "Priya Raman", title: "Researcher", location: "Chennai"),
        TeamMember(name: "Quentin Moreau", title: "Sound Designer", location: "Nantes"),
        TeamMember(name: "Rosa Jiménez", title: "Support Lead", location: "Seville"),
        TeamMember(name: "Sven Aalto", title: "Tools Engineer", location: "Turku"),
        TeamMember(name: "Tui Ngata", title: "Video Editor", location: "Rotorua"),
    ]
}
