// Placeholder until the CLI lands.
print("curlew: not yet implemented")
