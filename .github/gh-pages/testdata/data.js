window.BENCHMARK_DATA = {
  "lastUpdate": 1763720000600,
  "repoUrl": "https://github.com/example/perfgate",
  "entries": {
    "perfgate smaller is better": [
      {
        "commit": {
          "author": {
            "email": "dev@example.org",
            "name": "Dev",
            "username": "dev"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
          "message": "First trend point",
          "timestamp": "2026-11-21T10:00:00Z",
          "tree_id": "0000000000000000000000000000000000000000",
          "url": "https://github.com/example/perfgate/commit/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
        },
        "date": 1763700000000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-1 / platform-own / p50",
            "value": 0.9,
            "unit": "ms"
          },
          {
            "name": "request-1 / platform-own / p99",
            "value": 3.1,
            "unit": "ms"
          },
          {
            "name": "request-1 / platform-own / cpuPerRequest",
            "value": 0.07,
            "unit": "ms"
          },
          {
            "name": "request-1 / platform-own / serverMemory",
            "value": 140,
            "unit": "MB"
          },
          {
            "name": "cache-crud / platform-own / p99",
            "value": 1.2,
            "unit": "ms"
          },
          {
            "name": "legacy-series",
            "value": 5,
            "unit": "ms"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "dev@example.org",
            "name": "Dev",
            "username": "dev"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb",
          "message": "Add virtual-gson\n\nlong body",
          "timestamp": "2026-11-21T10:00:00Z",
          "tree_id": "0000000000000000000000000000000000000000",
          "url": "https://github.com/example/perfgate/commit/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"
        },
        "date": 1763710000000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-1 / platform-own / p50",
            "value": 1.0,
            "unit": "ms"
          },
          {
            "name": "request-1 / platform-own / p99",
            "value": 3.3,
            "unit": "ms"
          },
          {
            "name": "request-1 / virtual-gson / p50",
            "value": 0.8,
            "unit": "ms"
          },
          {
            "name": "request-1 / virtual-gson / p99",
            "value": 2.5,
            "unit": "ms",
            "range": "\u00b1 0.2",
            "extra": "trials: 5\nrate: 2000 req/s"
          },
          {
            "name": "request-1 / virtual-gson / cpuPerRequest",
            "value": 61,
            "unit": "us"
          },
          {
            "name": "request-2 / virtual-gson / p99",
            "value": 4.0,
            "unit": "ms"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "dev@example.org",
            "name": "Dev",
            "username": "dev"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "cccccccccccccccccccccccccccccccccccccccc",
          "message": "Faster feed",
          "timestamp": "2026-11-21T10:00:00Z",
          "tree_id": "0000000000000000000000000000000000000000",
          "url": "https://github.com/example/perfgate/commit/cccccccccccccccccccccccccccccccccccccccc"
        },
        "date": 1763720000000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-1 / platform-own / p50",
            "value": 0.85,
            "unit": "ms"
          },
          {
            "name": "request-1 / platform-own / p99",
            "value": 2.9,
            "unit": "ms"
          },
          {
            "name": "request-1 / virtual-gson / p99",
            "value": 2.4,
            "unit": "ms"
          },
          {
            "name": "request-1 / platform-own / cpuPerRequest",
            "value": 66,
            "unit": "us"
          }
        ]
      }
    ],
    "perfgate bigger is better": [
      {
        "commit": {
          "author": {
            "email": "dev@example.org",
            "name": "Dev",
            "username": "dev"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
          "message": "First trend point",
          "timestamp": "2026-11-21T10:00:00Z",
          "tree_id": "0000000000000000000000000000000000000000",
          "url": "https://github.com/example/perfgate/commit/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
        },
        "date": 1763700000500,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-1 / platform-own / throughput",
            "value": 2000,
            "unit": "req/s"
          }
        ]
      },
      {
        "commit": {
          "author": {
            "email": "dev@example.org",
            "name": "Dev",
            "username": "dev"
          },
          "committer": {
            "email": "noreply@github.com",
            "name": "GitHub",
            "username": "web-flow"
          },
          "distinct": true,
          "id": "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb",
          "message": "Add virtual-gson\n\nlong body",
          "timestamp": "2026-11-21T10:00:00Z",
          "tree_id": "0000000000000000000000000000000000000000",
          "url": "https://github.com/example/perfgate/commit/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"
        },
        "date": 1763710000500,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-1 / platform-own / throughput",
            "value": 1999.5,
            "unit": "req/s"
          },
          {
            "name": "request-1 / virtual-gson / throughput",
            "value": 2000,
            "unit": "req/s"
          }
        ]
      }
    ]
  }
}
