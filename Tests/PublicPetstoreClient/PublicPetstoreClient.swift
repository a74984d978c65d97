// A library target whose only code is the client that the build plugin generates from Petstore.curlew.json, with
// `public` access because of curlew-config.json beside it. ConfigClientTests imports it.
