#!/usr/bin/env node
// A stand-in for the few GitHub REST API calls that perf-comment.yml and gate.yml make, for the offline rehearsal
// (.ci/act-run). It answers on loopback in the API's documented request and response shapes and logs
// every request, so the rehearsal shows what the workflow would have asked GitHub:
//
//   GET   /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts   artifacts of a run (from act's artifact store)
//   GET   /repos/{owner}/{repo}/actions/artifacts/{id}/zip         302 to the zip, as GitHub does
//   GET   /repos/{owner}/{repo}/pulls/{number}                     { number, head: { sha } }
//   GET   /repos/{owner}/{repo}/issues/{number}/comments           the comments created here
//   POST  /repos/{owner}/{repo}/issues/{number}/comments           creates one
//   PATCH /repos/{owner}/{repo}/issues/comments/{id}               edits one
//   GET   /repos/{owner}/{repo}/issues/{number}/labels             the labels given on the command line
//   GET   /repos/{owner}/{repo}/labels/{name}                      a repository label created here, else 404
//   POST  /repos/{owner}/{repo}/labels                             creates one
//   GET   /repos/{owner}/{repo}/issues?labels=&state=              the issues created here (change points)
//   POST  /repos/{owner}/{repo}/issues                             creates one
//   PATCH /repos/{owner}/{repo}/issues/{number}                    edits one (body, state)
//   GET   /repos/{owner}/{repo}/releases/tags/{tag}                a release created here, else 404
//   POST  /repos/{owner}/{repo}/releases                           creates one (its upload_url points here)
//   POST  /uploads/repos/{owner}/{repo}/releases/{id}/assets?name= attaches a file (the body, as bytes)
//   GET   /repos/{owner}/{repo}/releases/assets/{id}               the asset; with Accept: application/octet-stream
//                                                                  a 302 to its bytes, as GitHub does
//   DELETE /repos/{owner}/{repo}/releases/assets/{id}              removes one
//
//   node github-api-standin.js PORT ARTIFACT_DIR STATE_DIR PR_NUMBER PR_HEAD_SHA [LABEL,...]
//
// STATE_DIR receives requests.log (one JSON line per request), comments.json (every comment body) and issues.json
// (every issue created). Releases live in RELEASES_DIR (environment; default STATE_DIR/releases), one directory per
// tag with release.json and its assets' files, so that a later stand-in on the same directory serves them.
'use strict';
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');

const [port, artifactDir, stateDir, prNumber, prHead, labelList = ''] = process.argv.slice(2);
if (!port || !artifactDir || !stateDir || !prNumber || !prHead) {
  console.error('usage: github-api-standin.js PORT ARTIFACT_DIR STATE_DIR PR_NUMBER PR_HEAD_SHA [LABEL,...]');
  process.exit(2);
}
fs.mkdirSync(stateDir, { recursive: true });
const releasesDir = process.env.RELEASES_DIR || path.join(stateDir, 'releases');
fs.mkdirSync(releasesDir, { recursive: true });
const comments = [];
const issues = [];
const repoLabels = [];
// Issue numbers of their own, clear of the pull request's.
const FIRST_ISSUE = 100;
// PORT 0: any free port, named in the log line (the tests start it so).
let base = `http://127.0.0.1:${port}`;

// act stores an artifact of run R named N as ARTIFACT_DIR/R/N/N.zip; its id here is "R-N" encoded.
function artifactsOf(runId) {
  const runDir = path.join(artifactDir, String(runId));
  if (!fs.existsSync(runDir)) return [];
  return fs.readdirSync(runDir).filter(name => fs.existsSync(path.join(runDir, name, `${name}.zip`))).map((name, i) => {
    const size = fs.statSync(path.join(runDir, name, `${name}.zip`)).size;
    const id = Number(runId) * 1000 + i + 1;
    return { id, node_id: `A_${id}`, name, size_in_bytes: size, expired: false, digest: null,
      archive_download_url: `${base}/repos/o/r/actions/artifacts/${id}/zip`, workflow_run: { id: Number(runId) },
      created_at: new Date().toISOString(), updated_at: new Date().toISOString(), expires_at: null, file: path.join(runDir, name, `${name}.zip`) };
  });
}

// Every release created here: { id, tag_name, ..., assets: [{ id, name, size, url }] } read from RELEASES_DIR.
function releases() {
  return fs.readdirSync(releasesDir).filter(tag => fs.existsSync(path.join(releasesDir, tag, 'release.json')))
    .map(tag => JSON.parse(fs.readFileSync(path.join(releasesDir, tag, 'release.json'), 'utf8')));
}
function saveRelease(release) {
  fs.mkdirSync(path.join(releasesDir, release.tag_name), { recursive: true });
  fs.writeFileSync(path.join(releasesDir, release.tag_name, 'release.json'), JSON.stringify(release, null, 2));
}
function withUrls(release) {
  return { ...release, upload_url: `${base}/uploads/repos/o/r/releases/${release.id}/assets{?name,label}`,
    assets: release.assets.map(a => ({ ...a, url: `${base}/repos/o/r/releases/assets/${a.id}`,
      browser_download_url: `${base}/download/${release.tag_name}/${a.name}` })) };
}
function assetById(id) {
  for (const release of releases()) {
    const asset = release.assets.find(a => a.id === Number(id));
    if (asset) return { release, asset, file: path.join(releasesDir, release.tag_name, asset.name) };
  }
  return null;
}

function send(res, status, body, headers = {}) {
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(text);
}

const server = http.createServer((req, res) => {
  const upload = req.method === 'POST' && new URL(req.url, base).pathname.match(/^\/uploads\/repos\/[^/]+\/[^/]+\/releases\/(\d+)\/assets$/);
  if (upload) {
    // An asset's bytes, streamed to its file: no JSON, and larger than the JSON bodies' limit.
    const url = new URL(req.url, base);
    const name = url.searchParams.get('name') || '';
    const release = releases().find(r => r.id === Number(upload[1]));
    fs.appendFileSync(path.join(stateDir, 'requests.log'), JSON.stringify({ method: req.method, path: url.pathname + url.search }) + '\n');
    if (!release || !/^[A-Za-z0-9._-]+$/.test(name) || release.assets.some(a => a.name === name)) {
      req.resume();
      return send(res, release ? 422 : 404, { message: release ? `asset name '${name}' not valid or taken` : 'Not Found' });
    }
    const file = path.join(releasesDir, release.tag_name, name);
    req.pipe(fs.createWriteStream(file)).on('finish', () => {
      const asset = { id: release.id * 1000 + release.assets.length + 1, name, size: fs.statSync(file).size, state: 'uploaded' };
      release.assets.push(asset);
      saveRelease(release);
      send(res, 201, withUrls(release).assets.find(a => a.id === asset.id));
    });
    return;
  }
  let raw = '';
  req.on('data', chunk => { raw += chunk; if (raw.length > 1 << 20) req.destroy(); });
  req.on('end', () => {
    const url = new URL(req.url, base);
    const entry = { method: req.method, path: url.pathname + url.search, body: raw ? JSON.parse(raw) : undefined };
    fs.appendFileSync(path.join(stateDir, 'requests.log'), JSON.stringify(entry) + '\n');
    const p = url.pathname;
    let m;
    if (req.method === 'GET' && (m = p.match(/^\/repos\/[^/]+\/[^/]+\/actions\/runs\/(\d+)\/artifacts$/))) {
      const name = url.searchParams.get('name');
      const artifacts = artifactsOf(m[1]).filter(a => !name || a.name === name).map(({ file, ...a }) => a);
      return send(res, 200, { total_count: artifacts.length, artifacts });
    }
    if (req.method === 'GET' && (m = p.match(/^\/repos\/[^/]+\/[^/]+\/actions\/artifacts\/(\d+)\/zip$/))) {
      const found = artifactsOf(Math.floor(Number(m[1]) / 1000)).find(a => a.id === Number(m[1]));
      return found ? send(res, 302, undefined, { location: `${base}/blob/${m[1]}` }) : send(res, 404, { message: 'Not Found' });
    }
    if (req.method === 'GET' && (m = p.match(/^\/blob\/(\d+)$/))) {
      const found = artifactsOf(Math.floor(Number(m[1]) / 1000)).find(a => a.id === Number(m[1]));
      if (!found) return send(res, 404, { message: 'Not Found' });
      res.writeHead(200, { 'content-type': 'application/zip' });
      return fs.createReadStream(found.file).pipe(res);
    }
    if (req.method === 'GET' && (m = p.match(/^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)$/))) {
      return m[1] === prNumber ? send(res, 200, { number: Number(prNumber), state: 'open', head: { sha: prHead } })
        : send(res, 404, { message: 'Not Found' });
    }
    if ((m = p.match(/^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/labels$/)) && req.method === 'GET') {
      return send(res, 200, labelList.split(',').filter(Boolean).map((name, i) => ({ id: i + 1, name })));
    }
    if ((m = p.match(/^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/comments$/))) {
      if (req.method === 'GET') return send(res, 200, comments.filter(c => c.issue === m[1]).map(({ issue, ...c }) => c));
      if (req.method === 'POST') {
        const comment = { issue: m[1], id: comments.length + 1, body: entry.body.body, user: { login: 'github-actions[bot]' },
          html_url: `${base}/o/r/pull/${m[1]}#issuecomment-${comments.length + 1}` };
        comments.push(comment);
        fs.writeFileSync(path.join(stateDir, 'comments.json'), JSON.stringify(comments, null, 2));
        const { issue, ...created } = comment;
        return send(res, 201, created);
      }
    }
    if (req.method === 'PATCH' && (m = p.match(/^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/))) {
      const comment = comments.find(c => c.id === Number(m[1]));
      if (!comment) return send(res, 404, { message: 'Not Found' });
      comment.body = entry.body.body;
      fs.writeFileSync(path.join(stateDir, 'comments.json'), JSON.stringify(comments, null, 2));
      const { issue, ...edited } = comment;
      return send(res, 200, edited);
    }
    if (req.method === 'GET' && (m = p.match(/^\/repos\/[^/]+\/[^/]+\/labels\/([^/]+)$/))) {
      const label = repoLabels.find(l => l.name === decodeURIComponent(m[1]));
      return label ? send(res, 200, label) : send(res, 404, { message: 'Not Found' });
    }
    if (req.method === 'POST' && /^\/repos\/[^/]+\/[^/]+\/labels$/.test(p)) {
      const label = { id: repoLabels.length + 1, name: entry.body.name, color: entry.body.color || 'ededed',
        description: entry.body.description || null };
      repoLabels.push(label);
      return send(res, 201, label);
    }
    if (/^\/repos\/[^/]+\/[^/]+\/issues$/.test(p)) {
      if (req.method === 'GET') {
        const state = url.searchParams.get('state') || 'open';
        const wanted = (url.searchParams.get('labels') || '').split(',').filter(Boolean);
        const page = Number(url.searchParams.get('page') || 1);
        const found = issues.filter(i => (state === 'all' || i.state === state) && wanted.every(w => i.labels.some(l => l.name === w)));
        return send(res, 200, page === 1 ? found : []);
      }
      if (req.method === 'POST') {
        const number = FIRST_ISSUE + issues.length;
        const issue = { id: number, number, title: entry.body.title, body: entry.body.body || '', state: 'open',
          labels: (entry.body.labels || []).map(name => ({ name })), user: { login: 'github-actions[bot]' },
          html_url: `${base}/o/r/issues/${number}` };
        issues.push(issue);
        fs.writeFileSync(path.join(stateDir, 'issues.json'), JSON.stringify(issues, null, 2));
        return send(res, 201, issue);
      }
    }
    if (req.method === 'PATCH' && (m = p.match(/^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)$/))) {
      const issue = issues.find(i => i.number === Number(m[1]));
      if (!issue) return send(res, 404, { message: 'Not Found' });
      for (const field of ['title', 'body', 'state']) if (field in entry.body) issue[field] = entry.body[field];
      fs.writeFileSync(path.join(stateDir, 'issues.json'), JSON.stringify(issues, null, 2));
      return send(res, 200, issue);
    }
    if (req.method === 'GET' && (m = p.match(/^\/repos\/[^/]+\/[^/]+\/releases\/tags\/([^/]+)$/))) {
      const release = releases().find(r => r.tag_name === decodeURIComponent(m[1]));
      return release ? send(res, 200, withUrls(release)) : send(res, 404, { message: 'Not Found' });
    }
    if (req.method === 'POST' && /^\/repos\/[^/]+\/[^/]+\/releases$/.test(p)) {
      const tag = String(entry.body.tag_name || '');
      if (!/^[A-Za-z0-9._-]+$/.test(tag) || releases().some(r => r.tag_name === tag)) {
        return send(res, 422, { message: `tag_name '${tag}' not valid or already released` });
      }
      const release = { id: 1 + releases().length, tag_name: tag, name: entry.body.name || tag, body: entry.body.body || '',
        draft: Boolean(entry.body.draft), prerelease: Boolean(entry.body.prerelease), assets: [] };
      saveRelease(release);
      return send(res, 201, withUrls(release));
    }
    if ((m = p.match(/^\/repos\/[^/]+\/[^/]+\/releases\/assets\/(\d+)$/))) {
      const found = assetById(m[1]);
      if (!found) return send(res, 404, { message: 'Not Found' });
      if (req.method === 'DELETE') {
        found.release.assets = found.release.assets.filter(a => a.id !== found.asset.id);
        fs.rmSync(found.file, { force: true });
        saveRelease(found.release);
        res.writeHead(204);
        return res.end();
      }
      if (req.method === 'GET') {
        if ((req.headers.accept || '').includes('application/octet-stream')) {
          return send(res, 302, undefined, { location: `${base}/download/${found.release.tag_name}/${found.asset.name}` });
        }
        return send(res, 200, withUrls(found.release).assets.find(a => a.id === found.asset.id));
      }
    }
    if (req.method === 'GET' && (m = p.match(/^\/download\/([^/]+)\/([^/]+)$/))) {
      const release = releases().find(r => r.tag_name === decodeURIComponent(m[1]));
      const asset = release && release.assets.find(a => a.name === decodeURIComponent(m[2]));
      if (!asset) return send(res, 404, { message: 'Not Found' });
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': asset.size });
      return fs.createReadStream(path.join(releasesDir, release.tag_name, asset.name)).pipe(res);
    }
    send(res, 404, { message: `the stand-in does not answer ${req.method} ${p}` });
  });
});
server.listen(Number(port), '127.0.0.1', () => {
  base = `http://127.0.0.1:${server.address().port}`;
  console.log(`github-api-standin: listening on ${base}`);
});
