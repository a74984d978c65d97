extension UInt8 {
    /// This byte with an ASCII capital letter made small; any other byte as it is (no Unicode tables).
    var asciiLowercased: UInt8 {
        self &- 0x41 < 26 ? self | 0x20 : self
    }
}
