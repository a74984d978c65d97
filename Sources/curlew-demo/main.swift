// Placeholder until the demo lands.
print("curlew-demo: not yet implemented")
