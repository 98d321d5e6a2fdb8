wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"userUUID":"3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b"}'
wrk.path = "/feed"
