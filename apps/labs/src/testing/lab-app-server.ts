import type { LabEngine } from '../engine/lab-engine';

/**
 * A small HTTP and WebSocket server for tests, run inside a lab (the base image has perl, not
 * python or node): GET answers its path and the Cookie header it saw; a WebSocket upgrade is
 * accepted and each text frame comes back as `echo:<text>`. One process per connection.
 */
const SERVER = String.raw`
use IO::Socket::IP; use Digest::SHA qw(sha1_base64);
my ($port, $host) = @ARGV;
my $s = IO::Socket::IP->new(LocalHost => $host, LocalPort => $port, Listen => 16, ReuseAddr => 1)
  or die "listen: $!";
$SIG{CHLD} = 'IGNORE';
print "listening\n";
while (my $c = $s->accept) {
  if (fork) { close $c; next }
  my ($head, $line) = ('', '');
  while (defined($line = <$c>)) { $head .= $line; last if $line eq "\r\n" }
  my ($path) = $head =~ m{^\w+ (\S+)};
  my ($cookie) = $head =~ m{^cookie: ([^\r]*)}im; $cookie //= '';
  if ($head =~ m{^sec-websocket-key: (\S+)}im) {
    my $accept = sha1_base64($1 . "258EAFA5-E914-47DA-95CA-C5AB0DC85B11") . "=";
    print $c "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: $accept\r\n\r\n";
    while (read($c, my $h, 2) == 2) {
      my ($b1, $b2) = unpack 'CC', $h; my $len = $b2 & 127;
      read($c, my $mask, 4); read($c, my $data, $len);
      my $text = $data ^ substr($mask x (int($len / 4) + 1), 0, $len);
      my $reply = "echo:$text";
      print $c pack('CC', 0x81, length $reply) . $reply;
    }
    exit 0;
  }
  my $body = "hello from the lab $path cookie=[$cookie]\n";
  print $c "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: " . length($body) . "\r\nConnection: close\r\n\r\n$body";
  exit 0;
}
`;

/**
 * Starts the server on the lab's loopback (127.0.0.1, or ::1 as dev servers on "localhost" may)
 * and resolves once it listens; the lab's stop ends it.
 */
export async function startLabAppServer(
  engine: LabEngine,
  labId: string,
  port: number,
  host: '127.0.0.1' | '::1' = '127.0.0.1',
): Promise<void> {
  const terminal = await engine.exec(labId, { cmd: ['perl', '-e', SERVER, String(port), host] });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`the lab's app server did not start: ${output}`)),
      10_000,
    );
    terminal.stream.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}
