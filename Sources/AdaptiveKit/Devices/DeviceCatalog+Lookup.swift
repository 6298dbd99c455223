extension DeviceCatalog {
    /// Every model with its canvas, in catalog order: what `adaptive devices` lists.
    public static let allModels: [(model: String, profile: DeviceProfile)] = all.flatMap { profile in
        profile.models.map { (model: $0, profile: profile) }
    }

    /// The canvas of a model as Xcode names its simulator (`"iPhone 15 Pro"`), or of a canvas name.
    ///
    /// Case and runs of whitespace do not matter, since names are typed on command lines.
    /// An unknown name throws `DeviceLookupError.unknownDevice` with the three closest names.
    public static func profile(named name: String) throws(DeviceLookupError) -> DeviceProfile {
        if let index = profileIndexByKey[lookupKey(name)] { return all[index] }
        throw .unknownDevice(name: name, suggestions: suggestions(for: name))
    }

    /// The accepted names closest to `name`, best first; ties keep catalog order.
    static func suggestions(for name: String, limit: Int = 3) -> [String] {
        let key = Array(lookupKey(name))
        let ranked = acceptedNames.enumerated().map { offset, entry in
            (distance: editDistance(key, Array(entry.key)), offset: offset, name: entry.name)
        }
        return ranked.sorted { ($0.distance, $0.offset) < ($1.distance, $1.offset) }.prefix(limit).map(\.name)
    }

    /// Lower-cased, trimmed, inner whitespace collapsed to one space.
    package static func lookupKey(_ name: String) -> String {
        name.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()
    }

    /// Models first, then canvas names that are not also a model, each once, in catalog order.
    private static let acceptedNames: [(name: String, key: String)] = {
        var seen: Set<String> = []
        var names: [(name: String, key: String)] = []
        for profile in all {
            for name in profile.models + [profile.name] where seen.insert(lookupKey(name)).inserted {
                names.append((name: name, key: lookupKey(name)))
            }
        }
        return names
    }()

    private static let profileIndexByKey: [String: Int] = {
        var index: [String: Int] = [:]
        for (offset, profile) in all.enumerated() {
            // The first canvas to claim a name wins; the tests check that no two claim one.
            for name in profile.models + [profile.name] where index[lookupKey(name)] == nil {
                index[lookupKey(name)] = offset
            }
        }
        return index
    }()

    /// Levenshtein distance in which an edit touching a digit costs 3: "iPhone 15 Pr" is a typo of
    /// "iPhone 15 Pro", while "iPhone 16 Pro" is another device and should rank below "iPhone 15".
    private static func editDistance(_ source: [Character], _ target: [Character]) -> Int {
        func cost(_ character: Character) -> Int { character.isNumber ? 3 : 1 }
        var previous = [0]
        for character in target { previous.append(previous.last! + cost(character)) }
        for sourceCharacter in source {
            var current = [previous[0] + cost(sourceCharacter)]
            for (offset, targetCharacter) in target.enumerated() {
                let substitution =
                    sourceCharacter == targetCharacter ? 0 : max(cost(sourceCharacter), cost(targetCharacter))
                current.append(
                    min(
                        previous[offset] + substitution,
                        previous[offset + 1] + cost(sourceCharacter),
                        current[offset] + cost(targetCharacter)))
            }
            previous = current
        }
        return previous[target.count]
    }
}
