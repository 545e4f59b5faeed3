package app.campus.learning;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
