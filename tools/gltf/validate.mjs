// Validate one .glb with the Khronos glTF validator; print its issues summary as JSON.
// Usage: node tools/gltf/validate.mjs scene.glb
// Exit status: 0 when the validator ran (read numErrors for the verdict), 2 when it could not.
import { readFile } from "node:fs/promises";
import validator from "gltf-validator";

const path = process.argv[2];
if (!path) {
  console.error("usage: node validate.mjs FILE.glb");
  process.exit(2);
}

try {
  const bytes = new Uint8Array(await readFile(path));
  // A .glb carries its buffers inside; any external URI would be a bug in the export.
  const report = await validator.validateBytes(bytes, {
    uri: path,
    externalResourceFunction: (uri) => Promise.reject(`external resource ${uri} not allowed`),
  });
  const issues = report.issues;
  console.log(JSON.stringify({
    validatorVersion: report.validatorVersion,
    numErrors: issues.numErrors,
    numWarnings: issues.numWarnings,
    numInfos: issues.numInfos,
    numHints: issues.numHints,
    truncated: issues.truncated,
    messages: issues.messages,
    info: report.info ?? null,
  }));
} catch (error) {
  console.error(`gltf-validator could not read ${path}: ${error}`);
  process.exit(2);
}
