import AdaptiveKit
import AdaptiveRender
import ArgumentParser
import Foundation

/// `adaptive`'s exit statuses: 1 for findings in a file that was read, and BSD's sysexits values
/// for files and arguments that could not be used, so a CI script tells a broken layout from a
/// broken path.
enum ExitStatus {
    /// The command ran and found something: broken constraints, launch-screen rules, unportable code,
    /// an unsatisfiable system.
    static let findings: Int32 = 1
    /// `adaptive preview --strict` laid something out that was unsatisfiable.
    static let unsatisfiable: Int32 = 2
    /// An unknown option or flag, or a value no option takes (a device, an orientation, a scene);
    /// ArgumentParser's own status for the errors it finds.
    static let usage: Int32 = 64
    /// A file was read but is not usable: not UTF-8, not XML, not Interface Builder's, past a limit,
    /// not the interchange format; also a folder run with a refused file, and `preview --merge` of
    /// shares that are not one run's.
    static let badInput: Int32 = 65
    /// A file or folder is missing, unreadable, or a folder where a file is read (or the other way).
    static let noInput: Int32 = 66
    /// The output folder cannot be written, or holds other files and is left alone.
    static let cannotWrite: Int32 = 73

    /// The text of `adaptive --help`'s exit status section.
    static let help = """
        Exit status: 0 success; 1 findings (broken constraints, launch-screen rules, unportable code, \
        unsatisfiable systems, a layout that changed under `diff` or `preview --baseline`); 2 unsatisfiable layouts under `preview --strict`; 64 unknown option or \
        value; 65 a file that is not usable (or a folder run that refused one, or shares that do not \
        merge); 66 a missing or \
        unreadable file or folder; 73 an output folder that cannot be written or holds other files. \
        Each failure is one line on standard error naming the path (and line:column where it applies).
        """

    /// Prints a failure the tool knows as its message on standard error and returns the `ExitCode`
    /// to throw; any other error is returned unchanged for ArgumentParser to print.
    static func report(_ error: any Error) -> any Error {
        let status: Int32
        let message: String
        switch error {
        case let error as PreviewError:
            (status, message) = (self.status(of: error), error.description)
        case let error as ListArgumentError:
            (status, message) = (usage, "error: \(error.description)")
        case let error as DeviceLookupError:
            (status, message) = (usage, "error: \(error.description)")
        default:
            return error
        }
        FileHandle.standardError.write(Data((message + "\n").utf8))
        return ExitCode(status)
    }

    /// The status a `PreviewError` exits with.
    static func status(of error: PreviewError) -> Int32 {
        switch error {
        case .fileNotFound, .folderInsteadOfFile, .noInterfaceBuilderFiles: noInput
        case .interfaceBuilder(_, .unreadableFile): noInput
        case .notInterfaceBuilderFile, .interfaceBuilder, .subjectFailed, .notAReport, .reportFormat, .shards: badInput
        case .unknownScene: usage
        case .outputNotAPreview, .cannotWrite: cannotWrite
        }
    }
}
