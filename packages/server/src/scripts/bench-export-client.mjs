// The client of bench-scale.ts's export row, in a process of its own so that the server's process measures
// only its own memory: downloads the URL (argv[2]) with the Authorization argv[3], accepting what a browser
// accepts (so the answer comes compressed), and prints its first byte, whole time and line count as JSON.
const [url, authorization] = process.argv.slice(2);
const started = performance.now();
const response = await fetch(url, { headers: { authorization, 'accept-encoding': 'gzip, deflate, br' } });
if (!response.ok) throw new Error(`${url} answered ${response.status}`);
let firstByte = 0;
let lines = 0;
for await (const chunk of response.body) {
  if (!firstByte) firstByte = performance.now() - started;
  for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
}
console.log(JSON.stringify({ firstByte, total: performance.now() - started, lines }));
