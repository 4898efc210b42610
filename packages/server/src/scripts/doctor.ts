// npm run doctor: the production settings and the machine checked, each problem with its fix; exit 1 on
// any error (docs/deploy.md#the-check-before-start).
import { loadEnvFile } from '../config';
import { formatFindings, runDoctor } from '../doctor/doctor';

loadEnvFile();
const findings = await runDoctor(process.env);
console.log(formatFindings(findings));
process.exit(findings.some((found) => found.level === 'error') ? 1 : 0);
