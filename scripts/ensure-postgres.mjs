// Makes sure the local PostgreSQL answers on 127.0.0.1:5432, starting the Debian cluster if it is down.
import { execSync, spawnSync } from 'node:child_process';

const isReady = () =>
  spawnSync('pg_isready', ['-h', '127.0.0.1', '-p', '5432'], { stdio: 'ignore' }).status === 0;

export const ensurePostgres = () => {
  if (isReady()) return;
  console.log('PostgreSQL is not answering on 127.0.0.1:5432; starting the local cluster');
  try {
    const version = execSync('ls /etc/postgresql').toString().trim().split('\n')[0];
    execSync(`pg_ctlcluster --skip-systemctl-redirect ${version} main start`, { stdio: 'inherit' });
  } catch (error) {
    console.error('Could not start PostgreSQL:', error.message);
    process.exit(1);
  }
  for (let i = 0; i < 30 && !isReady(); i++) execSync('sleep 1');
};
