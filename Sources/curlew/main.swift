import CurlewGenerator
import Foundation

// `curlew generate|lint`: thin file I/O around CurlewGenerator. Exit codes: 0 ok, 1 spec errors, 2 usage.
let arguments = Array(CommandLine.arguments.dropFirst())
let status: Int32
switch CommandLineOptions.parse(arguments) {
case .success(let command):
    status = CommandRunner.run(command)
case .failure(let usage):
    let synopsis = CommandLineOptions.usage.split(separator: "\n").prefix(4).joined(separator: "\n")
    let text = "curlew: error: \(usage.message)\n\(synopsis)\nRun 'curlew --help' for more.\n"
    FileHandle.standardError.write(Data(text.utf8))
    status = 2
}
exit(status)
