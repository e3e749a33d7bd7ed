// The Node.js flags the server runs with: npm start, the container image and the benchmark
// (tests/deploy/containerImage.test.ts checks that package.json and the Dockerfile carry them).
//
// V8 lets the young generation of the server's thread grow to 64 MB a semi-space under load,
// about 100 MB of short-lived objects held at once (docs/decisions/131). A request's garbage
// is small: 8 MB a semi-space keeps the heap small for little more collecting.
export const serverNodeFlags = ['--max-semi-space-size=8'];
