import Foundation

extension DeviceCatalog {
    /// The table `adaptive devices` prints: one model a line, with points, scale and size classes.
    public static var listing: String {
        func classes(_ pair: DeviceProfile.SizeClasses) -> String {
            "\(pair.horizontal.description.prefix(1))/\(pair.vertical.description.prefix(1))"
        }
        let header = ["MODEL", "IDIOM", "POINTS", "SCALE", "PORTRAIT", "LANDSCAPE", "MULTITASKING"]
        let rows = allModels.map { model, profile -> [String] in
            let size = profile.portraitSize
            let multitasking = profile.multitaskingSizes(in: .landscape).map(\.rawValue).joined(separator: " ")
            return [
                model, profile.idiom.description.lowercased(),
                "\(size.width.formattedForDescription)x\(size.height.formattedForDescription)",
                "\(profile.scale.formattedForDescription)x", classes(profile.sizeClasses.portrait),
                classes(profile.sizeClasses.landscape), multitasking.isEmpty ? "-" : multitasking,
            ]
        }
        let table = [header] + rows
        let widths = header.indices.map { column in table.map { $0[column].count }.max() ?? 0 }
        return table.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell.padding(toLength: widths[column] + 2, withPad: " ", startingAt: 0)
            }.joined()
        }.joined(separator: "\n")
    }
}
