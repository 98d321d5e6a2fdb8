wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
local n = 0
request = function()
  n = n + 1
  local body = string.format('{"userUUID":"3f2b8c1e-9a4d-4e6f-8b7a-%012d","text":"perf run %d: a short publication body of about sixty characters"}', n % 1000000000000, n)
  return wrk.format(nil, "/publications", nil, body)
end
