extension APIModel {
    /// After the operation at `index` was renamed from `old` (by `rename.operations` or the idiomatic naming
    /// strategy): its `…Response` variant follows the new name (`postTransfer` → `send`: `sendResponse`, not
    /// `postTransferResponse`). When another method of the client already has that name, the variant is not
    /// generated and the name is returned, for a warning.
    mutating func renameResponseVariant(ofEndpointAt index: Int, from old: String) -> String? {
        let endpoint = endpoints[index]
        guard endpoint.name != old, endpoint.responseVariant == old + "Response" else { return nil }
        let name = endpoint.name + "Response"
        let others = endpoints.indices.filter { $0 != index }
        if others.contains(where: { endpoints[$0].name == name || endpoints[$0].responseVariant == name }) {
            endpoints[index].responseVariant = nil
            return name
        }
        endpoints[index].responseVariant = name
        return nil
    }
}
