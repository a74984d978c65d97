// A library target whose only code is the client that the build plugin generates from Shelter.curlew.json, with
// `package` access because of Shelter.curlew-config.yaml beside it. ConfigClientTests imports it.
