window.BENCHMARK_DATA = {
  "lastUpdate": 1767225600050,
  "repoUrl": "https://example.invalid",
  "entries": {
    "perfgate smaller is better": [
      {
        "commit": {
          "id": "c0001",
          "message": "unchanged (boot 1)",
          "url": "https://example.invalid/commit/c0001",
          "timestamp": "2026-01-01T01:00:00+00:00"
        },
        "date": 1767229200000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.09136499999999999,
            "range": "± 0.0088864",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.08635833333333333,
            "range": "± 0.00978354",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.11118833333333333,
            "range": "± 0.0104122",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.16401,
            "range": "± 0.0146765",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 70.33641115370357,
            "range": "± 4.7675",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 182.45052083333334,
            "range": "± 0.0430515",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 59274.8091055671,
            "range": "± 14.0975",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.893509920134,
            "range": "± 0.0909242",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0002",
          "message": "unchanged (boot 2)",
          "url": "https://example.invalid/commit/c0002",
          "timestamp": "2026-01-01T02:00:00+00:00"
        },
        "date": 1767232800000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.07452,
            "range": "± 0.00266288",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.071765,
            "range": "± 0.000817062",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.086355,
            "range": "± 0.00483178",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.13294999999999998,
            "range": "± 0.0172461",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 60.98451135012124,
            "range": "± 1.8247",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 174.72981770833334,
            "range": "± 0.130504",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 59273.618978925566,
            "range": "± 19.5203",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.780399997609,
            "range": "± 0.173762",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0003",
          "message": "unchanged (boot 3)",
          "url": "https://example.invalid/commit/c0003",
          "timestamp": "2026-01-01T03:00:00+00:00"
        },
        "date": 1767236400000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.07565166666666666,
            "range": "± 0.00275283",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.07236333333333334,
            "range": "± 0.00147075",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.08968666666666668,
            "range": "± 0.00607909",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.13380333333333333,
            "range": "± 0.0141964",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 61.82632211056542,
            "range": "± 2.03782",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 174.73046875,
            "range": "± 0.11856",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 59274.52960240584,
            "range": "± 23.4886",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.773524295329,
            "range": "± 0.134801",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0004",
          "message": "unchanged (boot 4)",
          "url": "https://example.invalid/commit/c0004",
          "timestamp": "2026-01-01T04:00:00+00:00"
        },
        "date": 1767240000000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.08817833333333334,
            "range": "± 0.00564468",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.08149333333333332,
            "range": "± 0.00598291",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.11281166666666666,
            "range": "± 0.00870637",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.17322833333333332,
            "range": "± 0.017965",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 67.87823097885419,
            "range": "± 3.51123",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 178.58268229166666,
            "range": "± 0.0569518",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 59277.92718105774,
            "range": "± 9.02586",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.709198916447,
            "range": "± 0.0854359",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0005",
          "message": "unchanged (boot 5)",
          "url": "https://example.invalid/commit/c0005",
          "timestamp": "2026-01-01T05:00:00+00:00"
        },
        "date": 1767243600000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.09192499999999999,
            "range": "± 0.0159719",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.08746666666666668,
            "range": "± 0.011982",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.11093333333333333,
            "range": "± 0.0265582",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.16605833333333334,
            "range": "± 0.0606445",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 70.88676886774604,
            "range": "± 10.8936",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 178.33138020833334,
            "range": "± 0.0653368",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 59271.48299957806,
            "range": "± 19.1093",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.804592659062,
            "range": "± 0.109884",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0006",
          "message": "unchanged (boot 6)",
          "url": "https://example.invalid/commit/c0006",
          "timestamp": "2026-01-01T06:00:00+00:00"
        },
        "date": 1767247200000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.083695,
            "range": "± 0.0101245",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.08021166666666667,
            "range": "± 0.0101632",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.09813333333333334,
            "range": "± 0.0124516",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.13840833333333333,
            "range": "± 0.0195421",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 66.00649703451502,
            "range": "± 6.02774",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 176.52799479166666,
            "range": "± 0.099511",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 59275.08315735188,
            "range": "± 22.4524",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.797517354108,
            "range": "± 0.117318",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0007",
          "message": "unchanged (boot 7)",
          "url": "https://example.invalid/commit/c0007",
          "timestamp": "2026-01-01T07:00:00+00:00"
        },
        "date": 1767250800000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.07548833333333334,
            "range": "± 0.00358174",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.07321499999999999,
            "range": "± 0.00107361",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.088405,
            "range": "± 0.00651199",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.12672,
            "range": "± 0.0116014",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 61.42902017298843,
            "range": "± 1.57088",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 178.16145833333334,
            "range": "± 0.109449",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 59280.23491591882,
            "range": "± 18.36",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.799577263299,
            "range": "± 0.0677053",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0008",
          "message": "unchanged (boot 8)",
          "url": "https://example.invalid/commit/c0008",
          "timestamp": "2026-01-01T08:00:00+00:00"
        },
        "date": 1767254400000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.07768333333333334,
            "range": "± 0.0049557",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.07364333333333332,
            "range": "± 0.00277512",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.09292833333333334,
            "range": "± 0.00903664",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.133375,
            "range": "± 0.0172164",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 63.39474811954059,
            "range": "± 3.84346",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 176.68359375,
            "range": "± 0.0917096",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 59277.41561092049,
            "range": "± 15.9754",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.797890528937,
            "range": "± 0.155732",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0009",
          "message": "unchanged (boot 9)",
          "url": "https://example.invalid/commit/c0009",
          "timestamp": "2026-01-01T09:00:00+00:00"
        },
        "date": 1767258000000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.07342333333333334,
            "range": "± 0.00263631",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.07151,
            "range": "± 0.00124106",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.08405333333333333,
            "range": "± 0.00625089",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.11536999999999999,
            "range": "± 0.0116155",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 60.11351051544114,
            "range": "± 1.84221",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 174.10611979166666,
            "range": "± 0.105177",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 59285.10646597959,
            "range": "± 15.6716",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.82378361593,
            "range": "± 0.0854353",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0010",
          "message": "unchanged (boot 10)",
          "url": "https://example.invalid/commit/c0010",
          "timestamp": "2026-01-01T10:00:00+00:00"
        },
        "date": 1767261600000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.072645,
            "range": "± 0.00268198",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.070655,
            "range": "± 0.00107456",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.08550333333333333,
            "range": "± 0.00648564",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.11793,
            "range": "± 0.0104371",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 59.26088247625503,
            "range": "± 1.91506",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 172.74283854166666,
            "range": "± 0.121996",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 59274.24339686642,
            "range": "± 20.9933",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.826885194756,
            "range": "± 0.109526",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0011",
          "message": "unchanged (boot 11)",
          "url": "https://example.invalid/commit/c0011",
          "timestamp": "2026-01-01T11:00:00+00:00"
        },
        "date": 1767265200000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.08343333333333335,
            "range": "± 0.00357279",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.07645833333333334,
            "range": "± 0.0040011",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.10095,
            "range": "± 0.00549936",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.15718333333333334,
            "range": "± 0.0137333",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 65.59753943878887,
            "range": "± 1.85655",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 177.76888020833334,
            "range": "± 0.0758021",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 59255.959334890074,
            "range": "± 12.195",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.76877311034,
            "range": "± 0.0887067",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0012",
          "message": "unchanged (boot 12)",
          "url": "https://example.invalid/commit/c0012",
          "timestamp": "2026-01-01T12:00:00+00:00"
        },
        "date": 1767268800000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.09765166666666668,
            "range": "± 0.0105682",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.09011166666666666,
            "range": "± 0.0113198",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.12484166666666667,
            "range": "± 0.0158739",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.195755,
            "range": "± 0.0272277",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 75.05249908808786,
            "range": "± 6.43827",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 177.5078125,
            "range": "± 0.0525242",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 59272.59779532639,
            "range": "± 23.3837",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.726608272328,
            "range": "± 0.187238",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0013",
          "message": "unchanged (boot 13)",
          "url": "https://example.invalid/commit/c0013",
          "timestamp": "2026-01-01T13:00:00+00:00"
        },
        "date": 1767272400000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.082035,
            "range": "± 0.00505324",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.07714166666666666,
            "range": "± 0.00397373",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.09924500000000001,
            "range": "± 0.00791543",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.14711333333333335,
            "range": "± 0.0167205",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 65.54105290200683,
            "range": "± 3.13527",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 172.865234375,
            "range": "± 0.081593",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 59263.90313851141,
            "range": "± 27.3918",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.79860729415,
            "range": "± 0.099114",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0014",
          "message": "unchanged (boot 14)",
          "url": "https://example.invalid/commit/c0014",
          "timestamp": "2026-01-01T14:00:00+00:00"
        },
        "date": 1767276000000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.08906166666666666,
            "range": "± 0.00586239",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.08302833333333333,
            "range": "± 0.00681013",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.10905333333333334,
            "range": "± 0.00743332",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.16947500000000001,
            "range": "± 0.0188898",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 69.03094868977304,
            "range": "± 3.31335",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 179.46940104166666,
            "range": "± 0.0747888",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 59282.68148896613,
            "range": "± 17.8478",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.740830223506,
            "range": "± 0.126015",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0015",
          "message": "unchanged (boot 15)",
          "url": "https://example.invalid/commit/c0015",
          "timestamp": "2026-01-01T15:00:00+00:00"
        },
        "date": 1767279600000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.08522833333333334,
            "range": "± 0.00721224",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.07867666666666666,
            "range": "± 0.00554987",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.10581166666666668,
            "range": "± 0.0145266",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.16349833333333333,
            "range": "± 0.0243159",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 67.91976241441388,
            "range": "± 3.89228",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 174.08072916666666,
            "range": "± 0.081515",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 59272.38297866245,
            "range": "± 15.7793",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.758829122181,
            "range": "± 0.187539",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0016",
          "message": "unchanged (boot 16)",
          "url": "https://example.invalid/commit/c0016",
          "timestamp": "2026-01-01T16:00:00+00:00"
        },
        "date": 1767283200000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.09203333333333334,
            "range": "± 0.010399",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.08729500000000001,
            "range": "± 0.0113148",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.11332333333333333,
            "range": "± 0.0130619",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.17134833333333332,
            "range": "± 0.0211802",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 72.11518330480122,
            "range": "± 5.92808",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 173.40234375,
            "range": "± 0.0584112",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 59278.16693900746,
            "range": "± 33.5075",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.822462153007,
            "range": "± 0.095097",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0017",
          "message": "unchanged (boot 17)",
          "url": "https://example.invalid/commit/c0017",
          "timestamp": "2026-01-01T17:00:00+00:00"
        },
        "date": 1767286800000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.10391333333333334,
            "range": "± 0.0211854",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.09557333333333333,
            "range": "± 0.0165188",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.12663666666666665,
            "range": "± 0.0226125",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.2208433333333333,
            "range": "± 0.0957489",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 78.12923526326033,
            "range": "± 12.7195",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 180.01953125,
            "range": "± 0.0710895",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 59290.76323451094,
            "range": "± 22.183",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.834175597204,
            "range": "± 0.199705",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0018",
          "message": "unchanged (boot 18)",
          "url": "https://example.invalid/commit/c0018",
          "timestamp": "2026-01-01T18:00:00+00:00"
        },
        "date": 1767290400000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.08891666666666666,
            "range": "± 0.00607874",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.08362666666666667,
            "range": "± 0.00836886",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.11007833333333333,
            "range": "± 0.00814831",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.15889166666666668,
            "range": "± 0.0123136",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 69.90240642391564,
            "range": "± 4.88251",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 173.29817708333334,
            "range": "± 0.0508513",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 59268.80355813581,
            "range": "± 20.9926",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.880164419591,
            "range": "± 0.134092",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0019",
          "message": "unchanged (boot 19)",
          "url": "https://example.invalid/commit/c0019",
          "timestamp": "2026-01-01T19:00:00+00:00"
        },
        "date": 1767294000000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.07654,
            "range": "± 0.00190549",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.07313,
            "range": "± 0.000882496",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.09028166666666666,
            "range": "± 0.00490942",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.141995,
            "range": "± 0.0156977",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 61.99503425050694,
            "range": "± 1.30949",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 175.42252604166666,
            "range": "± 0.11857",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 59272.21061866507,
            "range": "± 13.9961",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.76281069503,
            "range": "± 0.106647",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0020",
          "message": "unchanged (boot 20)",
          "url": "https://example.invalid/commit/c0020",
          "timestamp": "2026-01-01T20:00:00+00:00"
        },
        "date": 1767297600000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.07414,
            "range": "± 0.0015295",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.07134,
            "range": "± 0.000526726",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.08746666666666668,
            "range": "± 0.00466233",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.12501500000000002,
            "range": "± 0.00614953",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 60.2217559991137,
            "range": "± 0.734053",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 182.69596354166666,
            "range": "± 0.120282",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 59264.13397073438,
            "range": "± 15.5686",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.862563217081,
            "range": "± 0.0882421",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0021",
          "message": "unchanged (boot 21)",
          "url": "https://example.invalid/commit/c0021",
          "timestamp": "2026-01-01T21:00:00+00:00"
        },
        "date": 1767301200000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.07902833333333333,
            "range": "± 0.00395777",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.07373,
            "range": "± 0.000456158",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.09036666666666666,
            "range": "± 0.00305026",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.134485,
            "range": "± 0.00948953",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 62.827418793622485,
            "range": "± 1.02216",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 176.7734375,
            "range": "± 0.119329",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 59265.67891842996,
            "range": "± 10.2778",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.767257605622,
            "range": "± 0.10905",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0022",
          "message": "unchanged (boot 22)",
          "url": "https://example.invalid/commit/c0022",
          "timestamp": "2026-01-01T22:00:00+00:00"
        },
        "date": 1767304800000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.077985,
            "range": "± 0.00322375",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.07355666666666667,
            "range": "± 0.000954226",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.09173333333333333,
            "range": "± 0.00558378",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.13482666666666668,
            "range": "± 0.0144967",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 63.42486276801943,
            "range": "± 2.27694",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 185.84505208333334,
            "range": "± 0.11697",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 59281.650019443005,
            "range": "± 19.3754",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.791093734544,
            "range": "± 0.155251",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0023",
          "message": "unchanged (boot 23)",
          "url": "https://example.invalid/commit/c0023",
          "timestamp": "2026-01-01T23:00:00+00:00"
        },
        "date": 1767308400000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.07924666666666667,
            "range": "± 0.00822169",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.07654333333333334,
            "range": "± 0.00846111",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.09207666666666665,
            "range": "± 0.00992377",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.12987666666666667,
            "range": "± 0.0131082",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 63.59640954098368,
            "range": "± 4.45625",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 174.79036458333334,
            "range": "± 0.115023",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 59276.967195038946,
            "range": "± 10.0753",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.738734902495,
            "range": "± 0.159167",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0024",
          "message": "unchanged (boot 24)",
          "url": "https://example.invalid/commit/c0024",
          "timestamp": "2026-01-02T00:00:00+00:00"
        },
        "date": 1767312000000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.076375,
            "range": "± 0.00312665",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.07287500000000001,
            "range": "± 0.00157697",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.08994166666666666,
            "range": "± 0.00592379",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.13158499999999998,
            "range": "± 0.0133761",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 61.7367474612532,
            "range": "± 2.04725",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 179.04296875,
            "range": "± 0.124339",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 59282.70897023214,
            "range": "± 10.3342",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.744130242335,
            "range": "± 0.164151",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0025",
          "message": "unchanged (boot 25)",
          "url": "https://example.invalid/commit/c0025",
          "timestamp": "2026-01-02T01:00:00+00:00"
        },
        "date": 1767315600000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.07474166666666666,
            "range": "± 0.00235458",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.07227833333333333,
            "range": "± 0.000821643",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.086955,
            "range": "± 0.0059449",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.121515,
            "range": "± 0.00975485",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 61.11907167390186,
            "range": "± 1.68266",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 171.1171875,
            "range": "± 0.115641",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 59272.96106661312,
            "range": "± 14.9717",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.853143597156,
            "range": "± 0.140709",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0026",
          "message": "unchanged (boot 26)",
          "url": "https://example.invalid/commit/c0026",
          "timestamp": "2026-01-02T02:00:00+00:00"
        },
        "date": 1767319200000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.08035833333333332,
            "range": "± 0.00553775",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.07577666666666667,
            "range": "± 0.00477871",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.09821666666666667,
            "range": "± 0.00982751",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.143955,
            "range": "± 0.0154221",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 65.35115150449269,
            "range": "± 3.8314",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 175.01822916666666,
            "range": "± 0.101101",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 59268.81206423183,
            "range": "± 21.5341",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.795886135117,
            "range": "± 0.108716",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0027",
          "message": "unchanged (boot 27)",
          "url": "https://example.invalid/commit/c0027",
          "timestamp": "2026-01-02T03:00:00+00:00"
        },
        "date": 1767322800000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.085895,
            "range": "± 0.00692655",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.08123833333333334,
            "range": "± 0.00707586",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.10444833333333332,
            "range": "± 0.00917207",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.157525,
            "range": "± 0.0147602",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 68.30775091596456,
            "range": "± 4.12305",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 174.77213541666666,
            "range": "± 0.0598392",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 59263.98758977932,
            "range": "± 33.847",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.855495703726,
            "range": "± 0.171694",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0028",
          "message": "unchanged (boot 28)",
          "url": "https://example.invalid/commit/c0028",
          "timestamp": "2026-01-02T04:00:00+00:00"
        },
        "date": 1767326400000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.07925666666666667,
            "range": "± 0.0060394",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.07389833333333333,
            "range": "± 0.00294393",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.09616999999999999,
            "range": "± 0.00862729",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.14387333333333333,
            "range": "± 0.0232485",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 63.46073076543923,
            "range": "± 3.20705",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 180.63997395833334,
            "range": "± 0.108575",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 59274.2483024188,
            "range": "± 28.0741",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.784277033264,
            "range": "± 0.108084",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0029",
          "message": "unchanged (boot 29)",
          "url": "https://example.invalid/commit/c0029",
          "timestamp": "2026-01-02T05:00:00+00:00"
        },
        "date": 1767330000000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.08124166666666667,
            "range": "± 0.00641811",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.075435,
            "range": "± 0.00528682",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.09676833333333335,
            "range": "± 0.00893856",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.14907666666666666,
            "range": "± 0.0269534",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 62.92911324976216,
            "range": "± 2.89945",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 178.09114583333334,
            "range": "± 0.09915",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 59261.87810820577,
            "range": "± 15.3397",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.8790395723345,
            "range": "± 0.102262",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0030",
          "message": "unchanged (boot 30)",
          "url": "https://example.invalid/commit/c0030",
          "timestamp": "2026-01-02T06:00:00+00:00"
        },
        "date": 1767333600000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.08703333333333334,
            "range": "± 0.00843353",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.07995833333333334,
            "range": "± 0.00882254",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.10879833333333333,
            "range": "± 0.0114245",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.17459,
            "range": "± 0.0225917",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 67.67969762492055,
            "range": "± 4.38838",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 169.09895833333334,
            "range": "± 0.0583415",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 59284.25266170443,
            "range": "± 20.7593",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.727050173343,
            "range": "± 0.115431",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0031",
          "message": "unchanged (boot 31)",
          "url": "https://example.invalid/commit/c0031",
          "timestamp": "2026-01-02T07:00:00+00:00"
        },
        "date": 1767337200000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.08735333333333332,
            "range": "± 0.00300979",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.07961666666666667,
            "range": "± 0.00571904",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.10752,
            "range": "± 0.00226374",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.17032499999999998,
            "range": "± 0.024726",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 67.57305150045973,
            "range": "± 1.04886",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 180.79427083333334,
            "range": "± 0.049698",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 59272.601721747254,
            "range": "± 19.3773",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.935858348168,
            "range": "± 0.199347",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0032",
          "message": "unchanged (boot 32)",
          "url": "https://example.invalid/commit/c0032",
          "timestamp": "2026-01-02T08:00:00+00:00"
        },
        "date": 1767340800000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.07875,
            "range": "± 0.00162776",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.07321666666666667,
            "range": "± 0.00162035",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.09634166666666666,
            "range": "± 0.00454001",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.14097,
            "range": "± 0.00412923",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 63.95531508939842,
            "range": "± 1.06564",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 178.74674479166666,
            "range": "± 0.120561",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 59268.12960336316,
            "range": "± 28.6119",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.869450286781,
            "range": "± 0.0865591",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0033",
          "message": "unchanged (boot 33)",
          "url": "https://example.invalid/commit/c0033",
          "timestamp": "2026-01-02T09:00:00+00:00"
        },
        "date": 1767344400000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.07846666666666667,
            "range": "± 0.0080468",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.07501000000000001,
            "range": "± 0.00824187",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.09446500000000001,
            "range": "± 0.00953449",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.134145,
            "range": "± 0.0146578",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 63.432396153816455,
            "range": "± 4.7832",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 172.923828125,
            "range": "± 0.0842791",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 59270.765779896195,
            "range": "± 19.0048",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.80279298263,
            "range": "± 0.139155",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0034",
          "message": "unchanged (boot 34)",
          "url": "https://example.invalid/commit/c0034",
          "timestamp": "2026-01-02T10:00:00+00:00"
        },
        "date": 1767348000000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.07267,
            "range": "± 0.00231021",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.07074166666666666,
            "range": "± 0.000882302",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.085675,
            "range": "± 0.00636594",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.11759000000000001,
            "range": "± 0.00773552",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 59.0482553889789,
            "range": "± 1.27031",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 179.87174479166666,
            "range": "± 0.123857",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 59269.24160954825,
            "range": "± 21.5917",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.722554078992,
            "range": "± 0.106939",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0035",
          "message": "unchanged (boot 35)",
          "url": "https://example.invalid/commit/c0035",
          "timestamp": "2026-01-02T11:00:00+00:00"
        },
        "date": 1767351600000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.07821499999999999,
            "range": "± 0.00590187",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.07313,
            "range": "± 0.00367152",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.09488999999999999,
            "range": "± 0.00967705",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.1443,
            "range": "± 0.0243506",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 61.392608965974944,
            "range": "± 2.69299",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 173.189453125,
            "range": "± 0.103667",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 59286.983549690274,
            "range": "± 9.89272",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.699056018301,
            "range": "± 0.112283",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0036",
          "message": "unchanged (boot 36)",
          "url": "https://example.invalid/commit/c0036",
          "timestamp": "2026-01-02T12:00:00+00:00"
        },
        "date": 1767355200000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.07531333333333333,
            "range": "± 0.00257377",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.07296166666666666,
            "range": "± 0.00106238",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.08746666666666668,
            "range": "± 0.00614042",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.12782666666666667,
            "range": "± 0.0112806",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 61.86771479708252,
            "range": "± 1.96213",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 171.92708333333334,
            "range": "± 0.130065",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 59274.07536577645,
            "range": "± 10.1056",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.81204691514,
            "range": "± 0.248744",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0037",
          "message": "unchanged (boot 37)",
          "url": "https://example.invalid/commit/c0037",
          "timestamp": "2026-01-02T13:00:00+00:00"
        },
        "date": 1767358800000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.077485,
            "range": "± 0.00470678",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.07296,
            "range": "± 0.00151208",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.09088,
            "range": "± 0.0059782",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.13806833333333332,
            "range": "± 0.0165881",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 62.34414946727005,
            "range": "± 1.8305",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 174.57747395833334,
            "range": "± 0.126996",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 59281.85926181084,
            "range": "± 11.8695",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.847487355164,
            "range": "± 0.152831",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0038",
          "message": "unchanged (boot 38)",
          "url": "https://example.invalid/commit/c0038",
          "timestamp": "2026-01-02T14:00:00+00:00"
        },
        "date": 1767362400000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.07604,
            "range": "± 0.00320329",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.07313166666666666,
            "range": "± 0.00131133",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.09071,
            "range": "± 0.00658393",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.13346166666666667,
            "range": "± 0.018313",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 62.1224351087846,
            "range": "± 2.03205",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 172.66471354166666,
            "range": "± 0.11764",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 59266.103243724705,
            "range": "± 22.7699",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.841691404354,
            "range": "± 0.0695963",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0039",
          "message": "unchanged (boot 39)",
          "url": "https://example.invalid/commit/c0039",
          "timestamp": "2026-01-02T15:00:00+00:00"
        },
        "date": 1767366000000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.07469833333333332,
            "range": "± 0.00406598",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.07108166666666667,
            "range": "± 0.00169657",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.088745,
            "range": "± 0.00665853",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.12595333333333333,
            "range": "± 0.014281",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 60.05773893980487,
            "range": "± 3.10413",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 178.8515625,
            "range": "± 0.114046",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 59274.6272812298,
            "range": "± 21.1882",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.879582538321,
            "range": "± 0.0960937",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0040",
          "message": "unchanged (boot 40)",
          "url": "https://example.invalid/commit/c0040",
          "timestamp": "2026-01-02T16:00:00+00:00"
        },
        "date": 1767369600000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.07495333333333333,
            "range": "± 0.00342477",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.07168166666666666,
            "range": "± 0.00129416",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.09062333333333333,
            "range": "± 0.008029",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.13107166666666667,
            "range": "± 0.0171425",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 60.709326375882846,
            "range": "± 1.95574",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 176.38671875,
            "range": "± 0.11032",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 59275.01003613209,
            "range": "± 19.6239",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.765837122679,
            "range": "± 0.0960085",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0041",
          "message": "access-log-timestamp (boot 41)",
          "url": "https://example.invalid/commit/c0041",
          "timestamp": "2026-01-02T17:00:00+00:00"
        },
        "date": 1767373200000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.082845,
            "range": "± 0.00303065",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.07569,
            "range": "± 0.00350871",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.10129333333333333,
            "range": "± 0.00679546",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.15052833333333335,
            "range": "± 0.0105634",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 65.13243905504754,
            "range": "± 3.3362",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 172.990234375,
            "range": "± 0.0830021",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 60969.978877591,
            "range": "± 19.3137",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.712250136255,
            "range": "± 0.160886",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0042",
          "message": "access-log-timestamp (boot 42)",
          "url": "https://example.invalid/commit/c0042",
          "timestamp": "2026-01-02T18:00:00+00:00"
        },
        "date": 1767376800000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.08762333333333333,
            "range": "± 0.00855026",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.08004333333333334,
            "range": "± 0.00628489",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.10615166666666666,
            "range": "± 0.013148",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.16862,
            "range": "± 0.0232601",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 70.68943871072135,
            "range": "± 5.51842",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 174.26497395833334,
            "range": "± 0.089159",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 60970.234346393576,
            "range": "± 9.3101",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.796095765392,
            "range": "± 0.154854",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0043",
          "message": "access-log-timestamp (boot 43)",
          "url": "https://example.invalid/commit/c0043",
          "timestamp": "2026-01-02T19:00:00+00:00"
        },
        "date": 1767380400000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.08218166666666667,
            "range": "± 0.00507632",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.07765333333333334,
            "range": "± 0.00642283",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.10060833333333334,
            "range": "± 0.005763",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.14788166666666666,
            "range": "± 0.0126943",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 66.24478414692517,
            "range": "± 3.08869",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 173.50651041666666,
            "range": "± 0.106022",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 60963.94259594466,
            "range": "± 18.8338",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.8748355542375,
            "range": "± 0.111211",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0044",
          "message": "access-log-timestamp (boot 44)",
          "url": "https://example.invalid/commit/c0044",
          "timestamp": "2026-01-02T20:00:00+00:00"
        },
        "date": 1767384000000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.08439666666666668,
            "range": "± 0.00424279",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.07867666666666666,
            "range": "± 0.00397656",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.10376333333333333,
            "range": "± 0.00716625",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.14890666666666666,
            "range": "± 0.0129129",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 67.94926058595969,
            "range": "± 2.26124",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 174.04752604166666,
            "range": "± 0.071236",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 60970.84517312598,
            "range": "± 20.4236",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.801136419067,
            "range": "± 0.138803",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0045",
          "message": "access-log-timestamp (boot 45)",
          "url": "https://example.invalid/commit/c0045",
          "timestamp": "2026-01-02T21:00:00+00:00"
        },
        "date": 1767387600000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.09752666666666666,
            "range": "± 0.00842885",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.09113666666666666,
            "range": "± 0.00986518",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.12322333333333334,
            "range": "± 0.00980988",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.1822716666666667,
            "range": "± 0.0183065",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 73.5109189712088,
            "range": "± 3.06635",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 173.927734375,
            "range": "± 0.0471185",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 60963.56727085367,
            "range": "± 27.7845",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.680801478072,
            "range": "± 0.188082",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0046",
          "message": "access-log-timestamp (boot 46)",
          "url": "https://example.invalid/commit/c0046",
          "timestamp": "2026-01-02T22:00:00+00:00"
        },
        "date": 1767391200000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.077575,
            "range": "± 0.0053383",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.07381333333333333,
            "range": "± 0.00412761",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.09037,
            "range": "± 0.00825573",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.12859833333333334,
            "range": "± 0.0131697",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 62.909361941590504,
            "range": "± 4.29145",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 173.16080729166666,
            "range": "± 0.125595",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 60966.789356100206,
            "range": "± 15.5379",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.737522839957,
            "range": "± 0.19003",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0047",
          "message": "access-log-timestamp (boot 47)",
          "url": "https://example.invalid/commit/c0047",
          "timestamp": "2026-01-02T23:00:00+00:00"
        },
        "date": 1767394800000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.08308833333333333,
            "range": "± 0.00652492",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.07825166666666666,
            "range": "± 0.00580333",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.10112,
            "range": "± 0.00868303",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.14651833333333333,
            "range": "± 0.0172528",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 66.18813611156226,
            "range": "± 3.59565",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 174.91015625,
            "range": "± 0.0736616",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 60981.71243755045,
            "range": "± 6.91745",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.775900820358,
            "range": "± 0.138963",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0048",
          "message": "access-log-timestamp (boot 48)",
          "url": "https://example.invalid/commit/c0048",
          "timestamp": "2026-01-03T00:00:00+00:00"
        },
        "date": 1767398400000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.07543833333333334,
            "range": "± 0.00157875",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.07253166666666666,
            "range": "± 0.000770932",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.08798,
            "range": "± 0.00203036",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.12885333333333335,
            "range": "± 0.0034839",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 62.333871913941095,
            "range": "± 1.25815",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 173.31119791666666,
            "range": "± 0.115922",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 60973.78782530543,
            "range": "± 13.2034",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.72369656038,
            "range": "± 0.149642",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0049",
          "message": "access-log-timestamp (boot 49)",
          "url": "https://example.invalid/commit/c0049",
          "timestamp": "2026-01-03T01:00:00+00:00"
        },
        "date": 1767402000000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.08136166666666667,
            "range": "± 0.0051303",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.07551833333333334,
            "range": "± 0.00248222",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.09958333333333334,
            "range": "± 0.0084505",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.14933166666666667,
            "range": "± 0.0159602",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 65.58655272873352,
            "range": "± 2.63057",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 174.54296875,
            "range": "± 0.0709175",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 60976.01842704067,
            "range": "± 18.7138",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.6839372317645,
            "range": "± 0.168731",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0050",
          "message": "access-log-timestamp (boot 50)",
          "url": "https://example.invalid/commit/c0050",
          "timestamp": "2026-01-03T02:00:00+00:00"
        },
        "date": 1767405600000,
        "tool": "customSmallerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / mean",
            "unit": "ms",
            "value": 0.07695333333333333,
            "range": "± 0.00345766",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p50",
            "unit": "ms",
            "value": 0.07329999999999999,
            "range": "± 0.00142597",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p90",
            "unit": "ms",
            "value": 0.09181666666666666,
            "range": "± 0.00729686",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / p99",
            "unit": "ms",
            "value": 0.13986166666666666,
            "range": "± 0.0211359",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / cpuPerRequest",
            "unit": "us",
            "value": 63.38254085964339,
            "range": "± 2.1522",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / serverMemory",
            "unit": "MB",
            "value": 180.30924479166666,
            "range": "± 0.12227",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / allocatedBytesPerRequest",
            "unit": "B",
            "value": 60959.076368026486,
            "range": "± 12.2334",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          },
          {
            "name": "request-2 / platform-own / responseBytesPerRequest",
            "unit": "B",
            "value": 4707.774818921825,
            "range": "± 0.116074",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      }
    ],
    "perfgate bigger is better": [
      {
        "commit": {
          "id": "c0001",
          "message": "unchanged (boot 1)",
          "url": "https://example.invalid/commit/c0001",
          "timestamp": "2026-01-01T01:00:00+00:00"
        },
        "date": 1767229200000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 10885.22222222222,
            "range": "± 1019.72",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0002",
          "message": "unchanged (boot 2)",
          "url": "https://example.invalid/commit/c0002",
          "timestamp": "2026-01-01T02:00:00+00:00"
        },
        "date": 1767232800000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 13301.0,
            "range": "± 472.845",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0003",
          "message": "unchanged (boot 3)",
          "url": "https://example.invalid/commit/c0003",
          "timestamp": "2026-01-01T03:00:00+00:00"
        },
        "date": 1767236400000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 13091.0,
            "range": "± 478.989",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0004",
          "message": "unchanged (boot 4)",
          "url": "https://example.invalid/commit/c0004",
          "timestamp": "2026-01-01T04:00:00+00:00"
        },
        "date": 1767240000000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 11231.11111111111,
            "range": "± 739.123",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0005",
          "message": "unchanged (boot 5)",
          "url": "https://example.invalid/commit/c0005",
          "timestamp": "2026-01-01T05:00:00+00:00"
        },
        "date": 1767243600000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 11015.22222222222,
            "range": "± 1697.42",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0006",
          "message": "unchanged (boot 6)",
          "url": "https://example.invalid/commit/c0006",
          "timestamp": "2026-01-01T06:00:00+00:00"
        },
        "date": 1767247200000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 11960.444444444445,
            "range": "± 1390.01",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0007",
          "message": "unchanged (boot 7)",
          "url": "https://example.invalid/commit/c0007",
          "timestamp": "2026-01-01T07:00:00+00:00"
        },
        "date": 1767250800000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 13134.555555555555,
            "range": "± 610.163",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0008",
          "message": "unchanged (boot 8)",
          "url": "https://example.invalid/commit/c0008",
          "timestamp": "2026-01-01T08:00:00+00:00"
        },
        "date": 1767254400000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 12780.888888888889,
            "range": "± 816.594",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0009",
          "message": "unchanged (boot 9)",
          "url": "https://example.invalid/commit/c0009",
          "timestamp": "2026-01-01T09:00:00+00:00"
        },
        "date": 1767258000000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 13502.0,
            "range": "± 475.122",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0010",
          "message": "unchanged (boot 10)",
          "url": "https://example.invalid/commit/c0010",
          "timestamp": "2026-01-01T10:00:00+00:00"
        },
        "date": 1767261600000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 13641.666666666666,
            "range": "± 511.577",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0011",
          "message": "unchanged (boot 11)",
          "url": "https://example.invalid/commit/c0011",
          "timestamp": "2026-01-01T11:00:00+00:00"
        },
        "date": 1767265200000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 11850.555555555557,
            "range": "± 497.36",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0012",
          "message": "unchanged (boot 12)",
          "url": "https://example.invalid/commit/c0012",
          "timestamp": "2026-01-01T12:00:00+00:00"
        },
        "date": 1767268800000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 10201.888888888889,
            "range": "± 1065.46",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0013",
          "message": "unchanged (boot 13)",
          "url": "https://example.invalid/commit/c0013",
          "timestamp": "2026-01-01T13:00:00+00:00"
        },
        "date": 1767272400000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 12090.555555555555,
            "range": "± 743.183",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0014",
          "message": "unchanged (boot 14)",
          "url": "https://example.invalid/commit/c0014",
          "timestamp": "2026-01-01T14:00:00+00:00"
        },
        "date": 1767276000000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 11130.22222222222,
            "range": "± 782.831",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0015",
          "message": "unchanged (boot 15)",
          "url": "https://example.invalid/commit/c0015",
          "timestamp": "2026-01-01T15:00:00+00:00"
        },
        "date": 1767279600000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 11667.333333333334,
            "range": "± 988.853",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0016",
          "message": "unchanged (boot 16)",
          "url": "https://example.invalid/commit/c0016",
          "timestamp": "2026-01-01T16:00:00+00:00"
        },
        "date": 1767283200000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 10844.77777777778,
            "range": "± 1217.36",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0017",
          "message": "unchanged (boot 17)",
          "url": "https://example.invalid/commit/c0017",
          "timestamp": "2026-01-01T17:00:00+00:00"
        },
        "date": 1767286800000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 9806.77777777778,
            "range": "± 1927.22",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0018",
          "message": "unchanged (boot 18)",
          "url": "https://example.invalid/commit/c0018",
          "timestamp": "2026-01-01T18:00:00+00:00"
        },
        "date": 1767290400000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 11140.111111111111,
            "range": "± 784.985",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0019",
          "message": "unchanged (boot 19)",
          "url": "https://example.invalid/commit/c0019",
          "timestamp": "2026-01-01T19:00:00+00:00"
        },
        "date": 1767294000000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 12929.444444444445,
            "range": "± 313.59",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0020",
          "message": "unchanged (boot 20)",
          "url": "https://example.invalid/commit/c0020",
          "timestamp": "2026-01-01T20:00:00+00:00"
        },
        "date": 1767297600000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 13352.444444444445,
            "range": "± 272.432",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0021",
          "message": "unchanged (boot 21)",
          "url": "https://example.invalid/commit/c0021",
          "timestamp": "2026-01-01T21:00:00+00:00"
        },
        "date": 1767301200000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 12539.333333333334,
            "range": "± 609.501",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0022",
          "message": "unchanged (boot 22)",
          "url": "https://example.invalid/commit/c0022",
          "timestamp": "2026-01-01T22:00:00+00:00"
        },
        "date": 1767304800000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 12702.0,
            "range": "± 515.638",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0023",
          "message": "unchanged (boot 23)",
          "url": "https://example.invalid/commit/c0023",
          "timestamp": "2026-01-01T23:00:00+00:00"
        },
        "date": 1767308400000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 12597.77777777778,
            "range": "± 1226.7",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0024",
          "message": "unchanged (boot 24)",
          "url": "https://example.invalid/commit/c0024",
          "timestamp": "2026-01-02T00:00:00+00:00"
        },
        "date": 1767312000000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 12973.0,
            "range": "± 522.779",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0025",
          "message": "unchanged (boot 25)",
          "url": "https://example.invalid/commit/c0025",
          "timestamp": "2026-01-02T01:00:00+00:00"
        },
        "date": 1767315600000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 13255.555555555555,
            "range": "± 421.378",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0026",
          "message": "unchanged (boot 26)",
          "url": "https://example.invalid/commit/c0026",
          "timestamp": "2026-01-02T02:00:00+00:00"
        },
        "date": 1767319200000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 12349.22222222222,
            "range": "± 797.886",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0027",
          "message": "unchanged (boot 27)",
          "url": "https://example.invalid/commit/c0027",
          "timestamp": "2026-01-02T03:00:00+00:00"
        },
        "date": 1767322800000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 11565.22222222222,
            "range": "± 955.371",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0028",
          "message": "unchanged (boot 28)",
          "url": "https://example.invalid/commit/c0028",
          "timestamp": "2026-01-02T04:00:00+00:00"
        },
        "date": 1767326400000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 12538.333333333334,
            "range": "± 962.058",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0029",
          "message": "unchanged (boot 29)",
          "url": "https://example.invalid/commit/c0029",
          "timestamp": "2026-01-02T05:00:00+00:00"
        },
        "date": 1767330000000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 12220.22222222222,
            "range": "± 939.644",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0030",
          "message": "unchanged (boot 30)",
          "url": "https://example.invalid/commit/c0030",
          "timestamp": "2026-01-02T06:00:00+00:00"
        },
        "date": 1767333600000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 11427.0,
            "range": "± 1012.54",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0031",
          "message": "unchanged (boot 31)",
          "url": "https://example.invalid/commit/c0031",
          "timestamp": "2026-01-02T07:00:00+00:00"
        },
        "date": 1767337200000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 11315.333333333334,
            "range": "± 391.258",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0032",
          "message": "unchanged (boot 32)",
          "url": "https://example.invalid/commit/c0032",
          "timestamp": "2026-01-02T08:00:00+00:00"
        },
        "date": 1767340800000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 12562.555555555555,
            "range": "± 268.24",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0033",
          "message": "unchanged (boot 33)",
          "url": "https://example.invalid/commit/c0033",
          "timestamp": "2026-01-02T09:00:00+00:00"
        },
        "date": 1767344400000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 12718.333333333334,
            "range": "± 1241.62",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0034",
          "message": "unchanged (boot 34)",
          "url": "https://example.invalid/commit/c0034",
          "timestamp": "2026-01-02T10:00:00+00:00"
        },
        "date": 1767348000000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 13635.77777777778,
            "range": "± 429.716",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0035",
          "message": "unchanged (boot 35)",
          "url": "https://example.invalid/commit/c0035",
          "timestamp": "2026-01-02T11:00:00+00:00"
        },
        "date": 1767351600000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 12700.0,
            "range": "± 986.306",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0036",
          "message": "unchanged (boot 36)",
          "url": "https://example.invalid/commit/c0036",
          "timestamp": "2026-01-02T12:00:00+00:00"
        },
        "date": 1767355200000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 13157.555555555555,
            "range": "± 459.08",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0037",
          "message": "unchanged (boot 37)",
          "url": "https://example.invalid/commit/c0037",
          "timestamp": "2026-01-02T13:00:00+00:00"
        },
        "date": 1767358800000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 12819.111111111111,
            "range": "± 724.523",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0038",
          "message": "unchanged (boot 38)",
          "url": "https://example.invalid/commit/c0038",
          "timestamp": "2026-01-02T14:00:00+00:00"
        },
        "date": 1767362400000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 13028.555555555557,
            "range": "± 564.677",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0039",
          "message": "unchanged (boot 39)",
          "url": "https://example.invalid/commit/c0039",
          "timestamp": "2026-01-02T15:00:00+00:00"
        },
        "date": 1767366000000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 13276.77777777778,
            "range": "± 709.556",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0040",
          "message": "unchanged (boot 40)",
          "url": "https://example.invalid/commit/c0040",
          "timestamp": "2026-01-02T16:00:00+00:00"
        },
        "date": 1767369600000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 13220.111111111111,
            "range": "± 567.025",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0041",
          "message": "access-log-timestamp (boot 41)",
          "url": "https://example.invalid/commit/c0041",
          "timestamp": "2026-01-02T17:00:00+00:00"
        },
        "date": 1767373200000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 11929.77777777778,
            "range": "± 453.772",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0042",
          "message": "access-log-timestamp (boot 42)",
          "url": "https://example.invalid/commit/c0042",
          "timestamp": "2026-01-02T18:00:00+00:00"
        },
        "date": 1767376800000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 11371.111111111111,
            "range": "± 1064.25",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0043",
          "message": "access-log-timestamp (boot 43)",
          "url": "https://example.invalid/commit/c0043",
          "timestamp": "2026-01-02T19:00:00+00:00"
        },
        "date": 1767380400000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 12070.111111111111,
            "range": "± 718.307",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0044",
          "message": "access-log-timestamp (boot 44)",
          "url": "https://example.invalid/commit/c0044",
          "timestamp": "2026-01-02T20:00:00+00:00"
        },
        "date": 1767384000000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 11729.22222222222,
            "range": "± 633.414",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0045",
          "message": "access-log-timestamp (boot 45)",
          "url": "https://example.invalid/commit/c0045",
          "timestamp": "2026-01-02T21:00:00+00:00"
        },
        "date": 1767387600000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 10177.222222222223,
            "range": "± 855.015",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0046",
          "message": "access-log-timestamp (boot 46)",
          "url": "https://example.invalid/commit/c0046",
          "timestamp": "2026-01-02T22:00:00+00:00"
        },
        "date": 1767391200000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 12805.444444444445,
            "range": "± 914.967",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0047",
          "message": "access-log-timestamp (boot 47)",
          "url": "https://example.invalid/commit/c0047",
          "timestamp": "2026-01-02T23:00:00+00:00"
        },
        "date": 1767394800000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 11963.888888888889,
            "range": "± 943.707",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0048",
          "message": "access-log-timestamp (boot 48)",
          "url": "https://example.invalid/commit/c0048",
          "timestamp": "2026-01-03T00:00:00+00:00"
        },
        "date": 1767398400000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 13122.0,
            "range": "± 281.157",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0049",
          "message": "access-log-timestamp (boot 49)",
          "url": "https://example.invalid/commit/c0049",
          "timestamp": "2026-01-03T01:00:00+00:00"
        },
        "date": 1767402000000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 12205.666666666666,
            "range": "± 777.847",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      },
      {
        "commit": {
          "id": "c0050",
          "message": "access-log-timestamp (boot 50)",
          "url": "https://example.invalid/commit/c0050",
          "timestamp": "2026-01-03T02:00:00+00:00"
        },
        "date": 1767405600000,
        "tool": "customBiggerIsBetter",
        "benches": [
          {
            "name": "request-2 / platform-own / throughput",
            "unit": "req/s",
            "value": 12879.0,
            "range": "± 578.266",
            "extra": "6 trials\nAMD EPYC, 2 cores, process, JDK 25.0.3+9-LTS (Eclipse Adoptium)"
          }
        ]
      }
    ]
  }
}
