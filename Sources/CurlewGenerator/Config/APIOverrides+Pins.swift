/// Pinned components (`APIModel.pinnedSchemas`: scalar, array, nullable and alias schemas kept by name where they
/// are used, because `typeOverrides.schemas` names them) after the overrides: an overridden one that is left
/// somewhere the override does not reach, and one whose override failed, stand for their own type again.
extension APIOverrides {
    /// Gives the places of `endpoint`s that still name the overridden pin `name` (a body that is not JSON) the type
    /// it stands for, with a warning each, so the type the user asked for is never dropped without a word.
    func unreachedPin(
        _ name: String, standingFor type: TypeRef, in api: inout APIModel, mapping: ConfigMapping
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for index in api.endpoints.indices {
            let old = api.endpoints[index]
            api.endpoints[index].mapTypes { $0.replacing { $0 == .named(name) ? type : nil } }
            guard api.endpoints[index] != old else { continue }
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "'typeOverrides.schemas' entry '\(mapping.from)' does not reach a body of '\(old.name)' that is "
                        + "not JSON: it stays \(type)", at: mapping.location))
        }
        return diagnostics
    }

    /// Every pin no override replaced (after an error) is the type it stands for again, so the model never names a
    /// type that is not declared.
    func restorePins(in api: inout APIModel) {
        let pins = api.pinnedSchemas
        api.pinnedSchemas = [:]
        guard !pins.isEmpty else { return }
        api.mapTypes { APIModel.unpinned($0, pins) }
    }
}
