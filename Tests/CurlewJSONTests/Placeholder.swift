import Testing

// Placeholder until the suite lands.
@Test func placeholderCurlewJSONTests() {}
