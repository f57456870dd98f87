import { chromium } from 'playwright-core';
const t=Date.now();
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const p = await b.newPage(); await p.setContent('<h1>oi</h1>'); console.log(await p.textContent('h1'), b.version(), Date.now()-t); await b.close();
