import com.adobe.epubcheck.tool.EpubChecker;
import java.io.BufferedReader;
import java.io.InputStreamReader;

/**
 * epubcheck's own command line, run once for each path read from standard input, in one JVM: a JVM
 * started per book spent about 6 s of CPU on starting and loading epubcheck's schemas, a check in
 * this one a fraction of a second. Each report ends with the line DONE_MARK and the exit status.
 */
public class EpubcheckEach {
  static final String DONE_MARK = "=== epubcheck-each done";

  public static void main(String[] args) throws Exception {
    // One stream, so the messages come before the end mark in the order epubcheck wrote them.
    System.setErr(System.out);
    BufferedReader paths = new BufferedReader(new InputStreamReader(System.in, "UTF-8"));
    for (String path; (path = paths.readLine()) != null; ) {
      int status = new EpubChecker().run(new String[] { path });
      System.out.println(DONE_MARK + " " + status);
      System.out.flush();
    }
  }
}
