import Testing

// Placeholder until the suite lands.
@Test func placeholderCurlewTests() {}
